import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useAgency } from "@/shared/agency/use-agency.ts";
import { BrandMark } from "@/shared/components/brand-mark.tsx";
import { PageSection } from "@/shared/layout/page-section.tsx";
import { HOME_PAGE_TEXTS } from "../texts.ts";

const HEADING_ID = "founder-note-heading";

export function FounderNote() {
  const agency = useAgency();
  return (
    <PageSection headingId={HEADING_ID}>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { md: "auto minmax(0, 1fr)" },
          gap: { xs: 3, md: 6 },
          p: { xs: 3, sm: 5, md: 7 },
          borderRadius: "28px",
          color: "common.white",
          bgcolor: "secondary.main",
          backgroundImage: (theme) =>
            `radial-gradient(circle at 100% 0%, ${alpha(theme.palette.primary.main, 0.22)}, transparent 40%)`,
        }}
      >
        <BrandMark size={72} />
        <div>
          <Typography variant="overline" component="p" sx={{ color: "primary.light", mb: 1 }}>
            {HOME_PAGE_TEXTS.founderOverline}
          </Typography>
          <Typography id={HEADING_ID} variant="h3" component="h2" sx={{ mb: 3 }}>
            {HOME_PAGE_TEXTS.founderTitle}
          </Typography>
          {HOME_PAGE_TEXTS.founderParagraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ color: "onInk.secondary", mb: 2, maxWidth: "42em" }}>
              {paragraph}
            </Typography>
          ))}
          <Typography sx={{ fontWeight: 700, mt: 3, color: "primary.light" }}>
            — {HOME_PAGE_TEXTS.founderSignature}
            {agency && `, ${agency.name}`}
          </Typography>
        </div>
      </Box>
    </PageSection>
  );
}
