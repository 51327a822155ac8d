import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { paths } from "@/shared/paths.ts";
import { useSignInRequired } from "@/shared/session/use-sign-in-required.ts";
import { useEmployerFile } from "../api/employer-file.ts";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";
import { ConsentRequest, ConsentStatus } from "./consent-panel.tsx";
import { FileSummary, ParticularsForm } from "./particulars-form.tsx";

/** The family's own particulars for one case: consent first, then the form, on any screen. */
export function FamilyFileView({ reference }: { reference: string }) {
  const { isChecking, mustSignIn, isSignedIn } = useSignInRequired();
  const base = { kind: "family", reference } as const;
  const file = useEmployerFile(base, isSignedIn);

  function content() {
    if (isChecking || mustSignIn || file.isPending) {
      return <Skeleton role="status" aria-label={TEXTS.loading} variant="rounded" height={320} />;
    }
    if (file.isError) {
      return (
        <RetryAlert
          message={file.error.message || TEXTS.failed}
          onRetry={() => void file.refetch()}
        />
      );
    }
    const { data } = file;
    return (
      <Card sx={{ p: { xs: 2, sm: 3 }, display: "grid", gap: 3 }}>
        {!data.editable && <ConsentRequest base={base} file={data} />}
        {data.consent && (
          <>
            <ConsentStatus base={base} consent={data.consent} />
            <FileSummary file={data} />
            <ParticularsForm base={base} file={data} />
          </>
        )}
      </Card>
    );
  }

  return (
    <Box component="section" aria-labelledby="file-heading" sx={{ display: "grid", gap: 2 }}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.myHiring}
          size="small"
          startIcon={<ArrowBackRounded />}
        >
          {TEXTS.backToHiring}
        </Button>
        <Typography id="file-heading" variant="h3" component="h1" sx={{ mt: 1 }}>
          {TEXTS.familyTitle}
        </Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>
          {TEXTS.caseNumber(reference)} · {TEXTS.familyIntro}
        </Typography>
      </Box>
      {content()}
    </Box>
  );
}
