import type { CustomerHelperProfile } from "@maids/contract/helper.ts";
import ShareRounded from "@mui/icons-material/ShareRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { DownloadButton } from "@/shared/components/download-button.tsx";
import { biodataPdfFallbackName, customerBiodataPdfPath } from "../api/biodata-pdf.ts";
import { PROFILE_BIODATA_TEXTS as TEXTS } from "../biodata-texts.ts";
import { whatsappShareUrl } from "../utils/share-link.ts";

/** For signed-in customers: the biodata as a PDF, and the profile shared with family on WhatsApp. */
export function BiodataActions({ maid }: { maid: CustomerHelperProfile }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "1fr" },
        alignItems: "start",
      }}
    >
      <DownloadButton
        path={customerBiodataPdfPath(maid.id)}
        fileName={biodataPdfFallbackName(maid.id)}
        label={TEXTS.downloadPdf}
        busyLabel={TEXTS.preparingPdf}
        failure={TEXTS.downloadFailed}
        fullWidth
      />
      <Button
        component="a"
        href={whatsappShareUrl(maid)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        color="secondary"
        fullWidth
        startIcon={<ShareRounded />}
      >
        {TEXTS.shareOnWhatsapp}
      </Button>
    </Box>
  );
}
