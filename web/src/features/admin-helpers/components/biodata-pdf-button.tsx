import { DownloadButton } from "@/shared/components/download-button.tsx";
import { adminBiodataPdfPath, biodataPdfFallbackName } from "../api/biodata-pdf.ts";
import { BIODATA_FORM_TEXTS } from "../biodata-texts.ts";

/** 'Download biodata (PDF)': the saved biodata, not what the form holds unsaved. */
export function BiodataPdfButton({ maidId }: { maidId: number }) {
  return (
    <DownloadButton
      path={adminBiodataPdfPath(maidId)}
      fileName={biodataPdfFallbackName(maidId)}
      label={BIODATA_FORM_TEXTS.downloadPdf}
      busyLabel={BIODATA_FORM_TEXTS.preparingPdf}
      failure={BIODATA_FORM_TEXTS.downloadFailed}
      size="small"
    />
  );
}
