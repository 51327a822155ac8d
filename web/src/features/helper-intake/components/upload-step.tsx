import {
  HELPER_IMPORT_LIMITS,
  HELPER_IMPORT_MESSAGES,
  type HelperImport,
} from "@maids/contract/helper-imports.ts";
import UploadFileRounded from "@mui/icons-material/UploadFileRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/shared/api-client.ts";
import { DownloadButton } from "@/shared/components/download-button.tsx";
import { templatePath } from "../api/template.ts";
import { uploadHelperImport } from "../api/upload-helper-import.ts";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";
import { FilePicker } from "./file-picker.tsx";
import { ProgressLine } from "./progress-line.tsx";
import { RecentImports } from "./recent-imports.tsx";

type FieldErrors = { sheet?: string | undefined; photos?: string | undefined };

const hasExtension = (file: File, ...extensions: string[]) =>
  extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

/** What is wrong with the chosen files before they are sent, by the import's own rules. */
function checkFiles(sheet: File | null, photos: File | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!sheet) errors.sheet = HELPER_IMPORT_MESSAGES.sheetRequired;
  else if (!hasExtension(sheet, ".xlsx", ".csv")) errors.sheet = HELPER_IMPORT_MESSAGES.notASheet;
  else if (sheet.size > HELPER_IMPORT_LIMITS.sheetBytes)
    errors.sheet = HELPER_IMPORT_MESSAGES.sheetTooLarge;
  if (photos && !hasExtension(photos, ".zip")) errors.photos = HELPER_IMPORT_MESSAGES.notAZip;
  else if (photos && photos.size > HELPER_IMPORT_LIMITS.archiveBytes)
    errors.photos = HELPER_IMPORT_MESSAGES.archiveTooLarge;
  return errors;
}

/** The server's refusal: its messages by file part, or else its message for the whole upload. */
function refusalOf(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, message: TEXTS.uploadFailed };
  // An answer not from the API itself (a proxy's page, say): say what we know.
  if (!error.details) {
    return {
      fields: {},
      message: error.status === 413 ? TEXTS.uploadTooLarge : TEXTS.uploadFailed,
    };
  }
  const fields: FieldErrors = {};
  for (const { field, message } of error.details?.errors ?? []) {
    if (field === "sheet" || field === "photos") fields[field] ??= message;
  }
  const named = fields.sheet !== undefined || fields.photos !== undefined;
  return { fields, message: named ? null : error.message };
}

type UploadStepProps = {
  onUploaded: (helperImport: HelperImport) => void;
  onClose: () => void;
  /** Says whether an upload is under way, so that the dialog is not closed by accident. */
  onBusyChange: (busy: boolean) => void;
};

/** Step 1: the template, the files and their upload; the recent imports under them. */
export function UploadStep({ onUploaded, onClose, onBusyChange }: UploadStepProps) {
  const [sheet, setSheet] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The share sent, 0 to 1, while uploading. */
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  const uploading = progress !== null;

  async function start() {
    const found = checkFiles(sheet, photos);
    setErrors(found);
    setFailure(null);
    if (!sheet || found.sheet || found.photos) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    onBusyChange(true);
    let uploaded: HelperImport | null = null;
    try {
      uploaded = await uploadHelperImport({ sheet, photos }, setProgress, controller.signal);
    } catch (error) {
      // Cancelled: cancel() has already put the step back.
      if (controller.signal.aborted) return;
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      setFailure(refusal.message);
    }
    upload.current = null;
    setProgress(null);
    onBusyChange(false);
    if (uploaded) onUploaded(uploaded);
  }

  function cancel() {
    upload.current?.abort();
    setProgress(null);
    onBusyChange(false);
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      <DialogContent dividers sx={{ display: "grid", gap: 2.5, alignContent: "start" }}>
        <Typography>{TEXTS.intro}</Typography>
        <Box sx={{ display: "grid", gap: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {TEXTS.templateHeading}
          </Typography>
          <Box
            sx={{
              display: "grid",
              gap: 1,
              gridTemplateColumns: { xs: "1fr", sm: "repeat(2, max-content)" },
            }}
          >
            <DownloadButton
              path={templatePath("xlsx")}
              fileName="helpers-template.xlsx"
              label={TEXTS.templateXlsx}
              busyLabel={TEXTS.templateBusy}
              failure={TEXTS.templateFailed}
            />
            <DownloadButton
              path={templatePath("csv")}
              fileName="helpers-template.csv"
              label={TEXTS.templateCsv}
              busyLabel={TEXTS.templateBusy}
              failure={TEXTS.templateFailed}
            />
          </Box>
        </Box>
        <FilePicker
          label={TEXTS.sheetLabel}
          buttonLabel={TEXTS.chooseSheet}
          accept=".xlsx,.csv"
          file={sheet}
          onChange={(file) => {
            setSheet(file);
            setErrors((current) => ({ ...current, sheet: undefined }));
          }}
          error={errors.sheet}
          disabled={uploading}
        />
        <FilePicker
          label={TEXTS.photosLabel}
          buttonLabel={TEXTS.choosePhotos}
          accept=".zip,application/zip"
          file={photos}
          onChange={(file) => {
            setPhotos(file);
            setErrors((current) => ({ ...current, photos: undefined }));
          }}
          removeLabel={TEXTS.removePhotos}
          error={errors.photos}
          disabled={uploading}
        />
        {uploading && (
          <ProgressLine
            heading={TEXTS.uploading}
            label={TEXTS.uploadProgress}
            percent={percent}
            detail={TEXTS.uploadedOf(percent)}
          />
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {!uploading && <RecentImports />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1 }}>
        {uploading ? (
          <Button color="secondary" onClick={cancel}>
            {TEXTS.cancel}
          </Button>
        ) : (
          <Button color="secondary" onClick={onClose}>
            {TEXTS.close}
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<UploadFileRounded />}
          disabled={uploading}
          onClick={() => void start()}
        >
          {uploading ? TEXTS.uploading : TEXTS.upload}
        </Button>
      </DialogActions>
    </>
  );
}
