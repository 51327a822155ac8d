import type { LegalText, LegalTextKind } from "@maids/contract/employer-file.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDateTime } from "@/shared/format.ts";
import { useLegalText } from "@/shared/legal/use-legal-text.ts";
import { usePublishLegalText } from "../api/publish-legal-text.ts";
import { SETTINGS_TEXTS } from "../texts.ts";

const TEXTS = SETTINGS_TEXTS.legal;
const KINDS: LegalTextKind[] = ["terms", "privacy", "employer_consent"];

type Publish = ReturnType<typeof usePublishLegalText>;

function TextForm({
  kind,
  text,
  publish,
}: {
  kind: LegalTextKind;
  text: LegalText;
  publish: Publish;
}) {
  const [body, setBody] = useState(text.body);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate({ body, basedOnVersion: text.version });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.inForce(text.version, formatDateTime(text.publishedAt))}
      </Typography>
      {publish.error && <Alert severity="error">{publish.error.message}</Alert>}
      {publish.data?.version === text.version && (
        <Alert severity="success">{TEXTS.published(text.version)}</Alert>
      )}
      <TextField
        label={TEXTS.labels[kind]}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={10}
        maxRows={30}
        helperText={TEXTS.format}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={publish.isPending || body.trim() === text.body.trim()}
        >
          {TEXTS.publish}
        </Button>
      </Box>
    </Box>
  );
}

function KindPanel({ kind }: { kind: LegalTextKind }) {
  const text = useLegalText(kind);
  // Kept above the form, which starts afresh with each new version.
  const publish = usePublishLegalText(kind);
  if (text.isPending) return <Skeleton variant="rounded" height={240} />;
  if (text.isError)
    return <RetryAlert message={TEXTS.loadFailed} onRetry={() => void text.refetch()} />;
  // A new version (the owner's, or another's after a clash) starts the form afresh.
  return <TextForm key={text.data.version} kind={kind} text={text.data} publish={publish} />;
}

/** The owner's terms, privacy notice and consent text: each published as a new version. */
export function LegalTextsEditor() {
  const [kind, setKind] = useState<LegalTextKind>("terms");
  return (
    <Box component="section" aria-labelledby="settings-legal" sx={{ mb: 4 }}>
      <Typography id="settings-legal" variant="h5" component="h2">
        {TEXTS.title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {TEXTS.hint}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, value: LegalTextKind) => setKind(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={TEXTS.title}
        sx={{ mb: 2 }}
      >
        {KINDS.map((each) => (
          <Tab key={each} value={each} label={TEXTS.labels[each]} />
        ))}
      </Tabs>
      <KindPanel key={kind} kind={kind} />
    </Box>
  );
}
