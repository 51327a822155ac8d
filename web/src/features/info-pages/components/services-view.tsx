import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { INFO_PAGE_TEXTS } from "../texts.ts";
import { FeatureGrid } from "./feature-grid.tsx";
import { InfoPageHeader } from "./info-page-header.tsx";
import { PageCta } from "./page-cta.tsx";

const TEXTS = INFO_PAGE_TEXTS.services;

const panelStyle = {
  p: { xs: 3, md: 4 },
  borderRadius: "20px",
  bgcolor: "background.paper",
  border: 1,
  borderColor: "divider",
} as const;

function Costs() {
  return (
    <Box component="section" aria-labelledby="services-costs" sx={panelStyle}>
      <Typography id="services-costs" variant="h3" component="h2" sx={{ mb: 2 }}>
        {TEXTS.costsTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
        {TEXTS.costs.map((cost) => (
          <Box component="li" key={cost} sx={{ display: "flex", gap: 1.5 }}>
            <CheckCircleRounded aria-hidden sx={{ color: "brand.accent", flexShrink: 0 }} />
            <Typography>{cost}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 2.5 }}>
        {TEXTS.costsNote}
      </Typography>
    </Box>
  );
}

/** What the one package includes, what an employer pays and which helpers the agency places. */
export function ServicesView({ title }: { title: string }) {
  return (
    <>
      <InfoPageHeader overline={TEXTS.overline} title={title} intro={TEXTS.intro} />
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 5, md: 8 }, display: "grid", gap: { xs: 6, md: 8 } }}
      >
        <Box component="section" aria-labelledby="services-included">
          <Typography id="services-included" variant="h2" sx={{ mb: 3 }}>
            {TEXTS.includedTitle}
          </Typography>
          <FeatureGrid items={TEXTS.included} columns={3} />
        </Box>
        <Box sx={{ display: "grid", gridTemplateColumns: { md: "1fr 1fr" }, gap: 3 }}>
          <Costs />
          <Box component="section" aria-labelledby="services-helpers" sx={panelStyle}>
            <Typography id="services-helpers" variant="h3" component="h2" sx={{ mb: 2 }}>
              {TEXTS.helpersTitle}
            </Typography>
            <Typography sx={{ lineHeight: 1.7 }}>{TEXTS.helpersText}</Typography>
          </Box>
        </Box>
        <PageCta title={TEXTS.ctaTitle} text={TEXTS.ctaText} />
      </Container>
    </>
  );
}
