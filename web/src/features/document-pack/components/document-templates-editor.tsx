import {
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGE_LABELS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TITLES,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentTemplate,
  type DocumentTemplateList,
} from "@maids/contract/document-pack.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { ApiRequestError } from "@/shared/api-client.ts";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDateTime } from "@/shared/format.ts";
import { useDocumentTemplates, usePublishTemplate } from "../api/document-pack.ts";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.templates;

type Publish = ReturnType<typeof usePublishTemplate>;

/** Every problem the server found, each naming its line. */
function problemsOf(error: Error | null): string[] {
  if (!error) return [];
  const listed = error instanceof ApiRequestError ? (error.details?.errors ?? []) : [];
  return listed.length > 0 ? listed.map((problem) => problem.message) : [error.message];
}

function FieldList({ fields }: { fields: DocumentTemplateList["fields"] }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, maxHeight: { md: 520 }, overflow: "auto" }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {TEXTS.fields}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: "grid", gap: 0.75 }}>
        {fields.map((field) => (
          <Box key={field.name}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: "monospace" }}>
              {`{{ ${field.name} }}`}
            </Typography>
            <Typography component="dd" variant="caption" sx={{ m: 0, color: "text.secondary" }}>
              {field.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function TemplateForm({
  kind,
  language,
  template,
  startFrom,
  publish,
}: {
  kind: DocumentKind;
  language: DocumentLanguage;
  template: DocumentTemplate | null;
  /** The text a language without a template starts from: the English one. */
  startFrom: string;
  publish: Publish;
}) {
  const [body, setBody] = useState(template?.body ?? startFrom);
  const basedOnVersion = template?.version ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate({ kind, language, body, basedOnVersion });
  };
  const problems = problemsOf(publish.error);
  const published = publish.data;
  const publishedNow =
    published?.kind === kind &&
    published.language === language &&
    published.version === template?.version;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 1.5 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {template
            ? TEXTS.inForce(
                template.version,
                formatDateTime(template.publishedAt),
                template.publishedBy,
              )
            : TEXTS.none}
        </Typography>
        {template?.starter && <Chip size="small" color="warning" label={TEXTS.starter} />}
      </Box>
      {problems.length > 0 && (
        <Alert severity="error">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      {publishedNow && template && (
        <Alert severity="success">{TEXTS.published(template.version)}</Alert>
      )}
      <TextField
        label={TEXTS.body}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={14}
        maxRows={32}
        error={problems.length > 0}
        helperText={TEXTS.format}
        slotProps={{
          htmlInput: { spellCheck: false, sx: { fontFamily: "monospace", fontSize: 13 } },
        }}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={
            publish.isPending || (template !== null && body.trim() === template.body.trim())
          }
        >
          {TEXTS.publish}
        </Button>
      </Box>
    </Box>
  );
}

/** The owner's document templates, one document and language at a time. */
export function DocumentTemplatesEditor() {
  const list = useDocumentTemplates();
  // Kept above the form, which starts afresh with each new version.
  const publish = usePublishTemplate();
  const [kind, setKind] = useState<DocumentKind>("service_agreement");
  const [language, setLanguage] = useState<DocumentLanguage>("en");
  const find = (each: DocumentLanguage) =>
    list.data?.templates.find((template) => template.kind === kind && template.language === each) ??
    null;
  const template = find(language);
  return (
    <Box component="section" aria-labelledby="settings-templates" sx={{ mb: 4 }}>
      <Typography id="settings-templates" variant="h5" component="h2">
        {TEXTS.title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {TEXTS.hint}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", mb: 2 }}>
        <TextField
          select
          size="small"
          label={TEXTS.document}
          value={kind}
          onChange={(event) => {
            publish.reset();
            setKind(event.target.value as DocumentKind);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 260, flex: { xs: 1, sm: "none" } }}
        >
          {DOCUMENT_KINDS.map((each) => (
            <option key={each} value={each}>
              {DOCUMENT_TITLES[each]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={TEXTS.language}
          value={language}
          onChange={(event) => {
            publish.reset();
            setLanguage(event.target.value as DocumentLanguage);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180, flex: { xs: 1, sm: "none" } }}
        >
          {DOCUMENT_LANGUAGES.map((each) => (
            <option key={each} value={each}>
              {DOCUMENT_LANGUAGE_LABELS[each]}
            </option>
          ))}
        </TextField>
      </Box>
      {list.isPending && <Skeleton variant="rounded" height={320} />}
      {list.isError && (
        <RetryAlert message={TEXTS.loadFailed} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr)" },
            alignItems: "start",
          }}
        >
          <TemplateForm
            // A new version (the owner's, or another's after a clash) starts the form afresh.
            key={`${kind}:${language}:${template?.version ?? 0}`}
            kind={kind}
            language={language}
            template={template}
            startFrom={find("en")?.body ?? ""}
            publish={publish}
          />
          <FieldList fields={list.data.fields} />
        </Box>
      )}
    </Box>
  );
}
