import SavingsRounded from "@mui/icons-material/SavingsRounded";
import SupportAgentRounded from "@mui/icons-material/SupportAgentRounded";
import VisibilityRounded from "@mui/icons-material/VisibilityRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { IconBadge } from "@/shared/components/icon-badge.tsx";
import { PageSection } from "@/shared/layout/page-section.tsx";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { SectionHeading } from "./section-heading.tsx";

const HEADING_ID = "promises-heading";
const ICONS = [SavingsRounded, VisibilityRounded, SupportAgentRounded];

/** Affordability, transparency and post-deployment service. */
export function Promises() {
  return (
    <PageSection headingId={HEADING_ID}>
      <SectionHeading
        id={HEADING_ID}
        overline={HOME_PAGE_TEXTS.promisesOverline}
        title={HOME_PAGE_TEXTS.promisesTitle}
        align="center"
      />
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          mt: { xs: 4, md: 6 },
          display: "grid",
          gridTemplateColumns: { md: "repeat(3, minmax(0, 1fr))" },
          gap: 3,
        }}
      >
        {HOME_PAGE_TEXTS.promises.map((promise, index) => {
          const Icon = ICONS[index] ?? SavingsRounded;
          return (
            <Box
              component="li"
              key={promise.title}
              sx={{
                p: { xs: 3, md: 4 },
                borderRadius: "20px",
                bgcolor: "background.paper",
                border: 1,
                borderColor: "divider",
              }}
            >
              <IconBadge size={56} sx={{ mb: 2.5 }}>
                <Icon />
              </IconBadge>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {promise.title}
              </Typography>
              <Typography sx={{ color: "text.secondary" }}>{promise.text}</Typography>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
