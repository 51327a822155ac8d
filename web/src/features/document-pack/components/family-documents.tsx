import { type DocumentToRead, SIGNER_LABELS } from "@maids/contract/document-pack.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { DownloadButton } from "@/shared/components/download-button.tsx";
import { ListRow } from "@/shared/components/list-row.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { myDocumentsHref } from "@/shared/paths.ts";
import {
  awaitingSignature,
  familyPdfPath,
  useFamilyDocuments,
  useSignAsEmployer,
} from "../api/document-signing.ts";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";
import { SigningPanel } from "./signing-panel.tsx";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.family;

function DocumentCopy({ reference, document }: { reference: string; document: DocumentToRead }) {
  const waiting = document.signatures.filter((signature) => signature.signedAt === null);
  return (
    <ListRow>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600 }}>{document.title}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {waiting.length === 0
            ? TEXTS.signed
            : TEXTS.waitingFor(
                waiting.map((signature) => SIGNER_LABELS[signature.role]).join(", "),
              )}
        </Typography>
      </Box>
      {waiting.length === 0 && <Chip size="small" color="success" label={TEXTS.signed} />}
      <DownloadButton
        size="small"
        path={familyPdfPath(reference, document.id)}
        fileName={`${document.kind}.pdf`}
        label={TEXTS.download}
        busyLabel={TEXTS.downloading}
        failure={TEXTS.downloadFailed}
        aria-label={`${TEXTS.download}: ${document.title}`}
      />
    </ListRow>
  );
}

/** The family's documents of one case: those it signs, then its copies (docs/product.md#signing-the-pack). */
export function FamilyDocuments({ reference }: { reference: string }) {
  const documents = useFamilyDocuments(reference);
  const sign = useSignAsEmployer(reference);
  const [nricLastFour, setNricLastFour] = useState("");
  if (documents.isPending) return <Skeleton variant="rounded" height={320} />;
  if (documents.isError) {
    return <RetryAlert message={TEXTS.failed} onRetry={() => void documents.refetch()} />;
  }
  const toSign = awaitingSignature(documents.data, "employer");
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Typography variant="h4" component="h1">
        {TEXTS.title}
      </Typography>
      {documents.data.length === 0 && <Alert severity="info">{TEXTS.none}</Alert>}
      {(toSign.length > 0 || sign.isSuccess) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {toSign.length > 0 && (
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {TEXTS.toSign(toSign.length)}
            </Typography>
          )}
          <SigningPanel
            documents={toSign}
            pending={sign.isPending}
            error={sign.error}
            done={sign.isSuccess}
            onSign={(body) => sign.mutate({ ...body, nricLastFour })}
            extraFields={(errors) => (
              <TextField
                label={DOCUMENT_PACK_UI_TEXTS.signing.nricLastFour}
                value={nricLastFour}
                onChange={(event) => setNricLastFour(event.target.value.toUpperCase())}
                error={Boolean(errors.nricLastFour)}
                helperText={errors.nricLastFour ?? DOCUMENT_PACK_UI_TEXTS.signing.nricHint}
                slotProps={{ htmlInput: { maxLength: 4, autoComplete: "off" } }}
                sx={{ maxWidth: 420 }}
              />
            )}
          />
        </Paper>
      )}
      {documents.data.length > 0 && (
        <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {documents.data.map((document) => (
              <DocumentCopy key={document.id} reference={reference} document={document} />
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}

/** On My hiring: how many documents wait for the family's signature, and the way to them. */
export function FamilyDocumentsSummary({ reference }: { reference: string }) {
  const documents = useFamilyDocuments(reference);
  if (!documents.isSuccess || documents.data.length === 0) return null;
  const toSign = awaitingSignature(documents.data, "employer").length;
  return (
    <Alert
      severity={toSign > 0 ? "warning" : "success"}
      action={
        <Button
          component={RouterLink}
          to={myDocumentsHref(reference)}
          color="inherit"
          variant={toSign > 0 ? "outlined" : "text"}
          size="small"
        >
          {toSign > 0 ? TEXTS.open : TEXTS.openCopies}
        </Button>
      }
    >
      {toSign > 0 ? TEXTS.toSign(toSign) : TEXTS.allSigned}
    </Alert>
  );
}
