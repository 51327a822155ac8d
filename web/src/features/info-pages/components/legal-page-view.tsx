import type { LegalTextKind } from "@maids/contract/employer-file.ts";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { LegalTextBody } from "@/shared/components/legal-text-body.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDate } from "@/shared/format.ts";
import { useLegalText } from "@/shared/legal/use-legal-text.ts";
import { INFO_PAGE_TEXTS } from "../texts.ts";
import { InfoPageHeader } from "./info-page-header.tsx";

const TEXTS = INFO_PAGE_TEXTS.legal;

/** The terms or the privacy notice in force, as the owner last published them. */
export function LegalPageView({
  kind,
  title,
  intro,
}: {
  kind: Extract<LegalTextKind, "terms" | "privacy">;
  title: string;
  intro: string;
}) {
  const text = useLegalText(kind);
  let content: React.ReactNode;
  if (text.isPending)
    content = <Skeleton role="status" aria-label={TEXTS.loading} variant="rounded" height={320} />;
  else if (text.isError)
    content = <RetryAlert message={TEXTS.failed} onRetry={() => void text.refetch()} />;
  else {
    content = (
      <>
        <LegalTextBody body={text.data.body} />
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 4 }}>
          {TEXTS.version(text.data.version, formatDate(text.data.publishedAt.slice(0, 10)))}
        </Typography>
      </>
    );
  }
  return (
    <>
      <InfoPageHeader overline={TEXTS.overline} title={title} intro={intro} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {content}
      </Container>
    </>
  );
}
