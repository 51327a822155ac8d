import {
  CASE_DOCUMENT_STATUS_LABELS,
  type CaseDocument,
  SIGNER_LABELS,
} from "@maids/contract/document-pack.ts";
import CheckRounded from "@mui/icons-material/CheckRounded";
import HourglassEmptyRounded from "@mui/icons-material/HourglassEmptyRounded";
import UploadFileRounded from "@mui/icons-material/UploadFileRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DownloadButton } from "@/shared/components/download-button.tsx";
import { ListRow } from "@/shared/components/list-row.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDateTime } from "@/shared/format.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import {
  documentPdfPath,
  packPdfPath,
  useCasePack,
  useGeneratePack,
} from "../api/document-pack.ts";
import { useRecordPaperCopy } from "../api/document-signing.ts";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";
import { SigningActions } from "./signing-actions.tsx";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.pack;

/** "Signed on paper": the scan of the signed copy, chosen from this device. */
function PaperCopyButton({ caseId, document }: { caseId: number; document: CaseDocument }) {
  const record = useRecordPaperCopy(caseId);
  return (
    <Box>
      <Button
        size="small"
        component="label"
        disabled={record.isPending}
        startIcon={<UploadFileRounded />}
      >
        {record.isPending ? TEXTS.uploading : TEXTS.paperCopy}
        <input
          hidden
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-label={`${TEXTS.paperCopy}: ${document.title}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) record.mutate({ documentId: document.id, file });
            event.target.value = "";
          }}
        />
      </Button>
      {record.isError && (
        <Typography role="alert" variant="body2" sx={{ color: "error.main" }}>
          {record.error.message}
        </Typography>
      )}
    </Box>
  );
}

function DocumentRow({ caseId, document }: { caseId: number; document: CaseDocument }) {
  const can = useStaffCan();
  const title =
    document.language === "en"
      ? document.title
      : `${document.title} · ${TEXTS.language(document.language)}`;
  return (
    <ListRow
      sx={{
        flexWrap: "nowrap",
        alignItems: { xs: "flex-start", sm: "center" },
        flexDirection: { xs: "column", sm: "row" },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={document.status === "awaiting_signatures" ? "warning" : "success"}
            label={CASE_DOCUMENT_STATUS_LABELS[document.status]}
          />
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.version(document.version, document.templateVersion)} ·{" "}
          {document.supersededAt
            ? TEXTS.replaced(formatDateTime(document.supersededAt))
            : formatDateTime(document.generatedAt)}
        </Typography>
        <Box
          component="ul"
          aria-label={TEXTS.signersLabel}
          sx={{
            listStyle: "none",
            m: 0,
            mt: 0.75,
            p: 0,
            display: "flex",
            flexWrap: "wrap",
            gap: 0.75,
          }}
        >
          {document.signers.map((signer) => (
            <li key={signer.role}>
              <Chip
                size="small"
                variant="outlined"
                color={signer.signedAt ? "success" : "default"}
                icon={signer.signedAt ? <CheckRounded /> : <HourglassEmptyRounded />}
                label={`${signer.name} · ${SIGNER_LABELS[signer.role]}`}
                title={
                  signer.signedAt ? TEXTS.signedAt(formatDateTime(signer.signedAt)) : TEXTS.waiting
                }
              />
            </li>
          ))}
        </Box>
      </Box>
      {can("documents.prepare") &&
        document.status === "awaiting_signatures" &&
        document.supersededAt === null && <PaperCopyButton caseId={caseId} document={document} />}
      <DownloadButton
        size="small"
        path={documentPdfPath(caseId, document.id)}
        fileName={`${document.kind}-v${document.version}.pdf`}
        label={TEXTS.download}
        busyLabel={TEXTS.downloading}
        failure={TEXTS.downloadFailed}
        aria-label={`${TEXTS.download}: ${title}, version ${document.version}`}
      />
    </ListRow>
  );
}

function DocumentList({ caseId, documents }: { caseId: number; documents: CaseDocument[] }) {
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {documents.map((document) => (
        <DocumentRow key={document.id} caseId={caseId} document={document} />
      ))}
    </Box>
  );
}

/** The case's document pack (docs/product.md#the-document-pack): generate, read, download. */
export function StaffCaseDocuments({ caseId }: { caseId: number }) {
  const can = useStaffCan();
  const pack = useCasePack(caseId);
  const generate = useGeneratePack(caseId);
  const [showEarlier, setShowEarlier] = useState(false);
  return (
    <Box component="section" aria-labelledby="case-documents" sx={{ display: "grid", gap: 1 }}>
      <Typography id="case-documents" variant="h5" component="h2">
        {TEXTS.title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.hint}
      </Typography>
      {can("documents.prepare") && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button
            variant="contained"
            disabled={generate.isPending}
            onClick={() => generate.mutate()}
          >
            {generate.isPending ? TEXTS.generating : TEXTS.generate}
          </Button>
          {pack.isSuccess && <SigningActions caseId={caseId} documents={pack.data.current} />}
        </Box>
      )}
      {generate.isSuccess && (
        <Alert severity="success" role="status">
          {TEXTS.generated(generate.data.generated)}
        </Alert>
      )}
      {generate.isError && <Alert severity="error">{generate.error.message}</Alert>}
      {pack.isPending && <Skeleton variant="rounded" height={160} />}
      {pack.isError && <RetryAlert message={TEXTS.failed} onRetry={() => void pack.refetch()} />}
      {pack.isSuccess && (
        <>
          {pack.data.missingLanguages.map((message) => (
            <Alert key={message} severity="warning">
              {message}
            </Alert>
          ))}
          {pack.data.current.length > 0 && (
            <Box>
              <DownloadButton
                path={packPdfPath(caseId)}
                fileName={`${pack.data.reference}-document-pack.pdf`}
                label={TEXTS.downloadPack}
                busyLabel={TEXTS.downloading}
                failure={TEXTS.downloadFailed}
                fullWidth={false}
              />
            </Box>
          )}
          <Paper variant="outlined" sx={{ px: 2, pb: 0.5 }}>
            {pack.data.current.length === 0 ? (
              <Typography role="status" sx={{ color: "text.secondary", py: 2 }}>
                {TEXTS.none}
              </Typography>
            ) : (
              <DocumentList caseId={caseId} documents={pack.data.current} />
            )}
          </Paper>
          {pack.data.earlier.length > 0 && (
            <Box>
              <Button
                size="small"
                aria-expanded={showEarlier}
                onClick={() => setShowEarlier((shown) => !shown)}
              >
                {TEXTS.earlier(pack.data.earlier.length)}
              </Button>
              {showEarlier && <DocumentList caseId={caseId} documents={pack.data.earlier} />}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
