import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useAgency } from "@/shared/agency/use-agency.ts";
import { INFO_PAGE_TEXTS } from "../texts.ts";
import { FeatureGrid } from "./feature-grid.tsx";
import { InfoPageHeader } from "./info-page-header.tsx";
import { PageCta } from "./page-cta.tsx";

const TEXTS = INFO_PAGE_TEXTS.about;

function AboutIntro() {
  const agency = useAgency();
  if (!agency) {
    return (
      <>
        <Skeleton sx={{ bgcolor: "onInk.divider" }} />
        <Skeleton sx={{ bgcolor: "onInk.divider" }} width="70%" />
      </>
    );
  }
  return (
    <>
      <p style={{ margin: 0 }}>{TEXTS.intro(agency.name)}</p>
      <p style={{ margin: "1em 0 0" }}>{TEXTS.licensed(agency.licenceNumber)}</p>
    </>
  );
}

/** Who the agency is, why it exists and what it stands for. */
export function AboutView({ title }: { title: string }) {
  return (
    <>
      <InfoPageHeader overline={TEXTS.overline} title={title} intro={<AboutIntro />} />
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 5, md: 8 }, display: "grid", gap: { xs: 6, md: 8 } }}
      >
        <Box
          component="section"
          aria-labelledby="about-story"
          sx={{ display: "grid", gridTemplateColumns: { md: "1fr 2fr" }, gap: { xs: 2, md: 6 } }}
        >
          <Typography id="about-story" variant="h2">
            {TEXTS.storyTitle}
          </Typography>
          <div>
            {TEXTS.story.map((paragraph) => (
              <Typography
                key={paragraph}
                sx={{ mb: 2, fontSize: { md: "1.0625rem" }, lineHeight: 1.7 }}
              >
                {paragraph}
              </Typography>
            ))}
          </div>
        </Box>
        <Box component="section" aria-labelledby="about-values">
          <Typography id="about-values" variant="h2" sx={{ mb: 3 }}>
            {TEXTS.valuesTitle}
          </Typography>
          <FeatureGrid items={TEXTS.values} />
        </Box>
        <PageCta title={TEXTS.ctaTitle} text={TEXTS.ctaText} />
      </Container>
    </>
  );
}
