import DrawRounded from "@mui/icons-material/DrawRounded";
import FlightLandRounded from "@mui/icons-material/FlightLandRounded";
import PersonSearchRounded from "@mui/icons-material/PersonSearchRounded";
import VideoCallRounded from "@mui/icons-material/VideoCallRounded";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { FindAHelperButton } from "./find-a-helper-button.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** The section's anchor, for the hero's 'How it works' link. */
export const HIRING_STEPS_ID = "how-it-works";
const HEADING_ID = "hiring-steps-heading";
const ICONS = [PersonSearchRounded, VideoCallRounded, DrawRounded, FlightLandRounded];

/** Shortlist, interview online, sign online, and the agency arranges the rest. */
export function HiringSteps() {
  return (
    <Box
      component="section"
      id={HIRING_STEPS_ID}
      aria-labelledby={HEADING_ID}
      sx={{ bgcolor: "brand.band", scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading
          id={HEADING_ID}
          overline={HOME_PAGE_TEXTS.stepsOverline}
          title={HOME_PAGE_TEXTS.stepsTitle}
          align="center"
        />
        <Box
          component="ol"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            my: { xs: 4, md: 6 },
            display: "grid",
            gridTemplateColumns: {
              sm: "repeat(2, minmax(0, 1fr))",
              md: "repeat(4, minmax(0, 1fr))",
            },
            gap: 3,
          }}
        >
          {HOME_PAGE_TEXTS.steps.map((step, index) => {
            const Icon = ICONS[index] ?? PersonSearchRounded;
            return (
              <Box
                component="li"
                key={step.title}
                sx={{
                  position: "relative",
                  p: 3,
                  borderRadius: "20px",
                  bgcolor: "background.paper",
                  boxShadow: (theme) => `0 4px 20px ${alpha(theme.palette.secondary.main, 0.05)}`,
                }}
              >
                <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: "grid",
                      placeItems: "center",
                      width: 48,
                      height: 48,
                      borderRadius: "50%",
                      bgcolor: "secondary.main",
                      color: "primary.main",
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography
                    aria-hidden
                    sx={{ fontWeight: 800, fontSize: "2rem", color: "brand.accent", lineHeight: 1 }}
                  >
                    {String(index + 1).padStart(2, "0")}
                  </Typography>
                </Box>
                <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {step.text}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Box sx={{ textAlign: "center" }}>
          <FindAHelperButton />
        </Box>
      </Container>
    </Box>
  );
}
