import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { badgeCount } from "@/shared/format.ts";

type FilterSectionProps = {
  title: string;
  /** Shown beside the title, so a closed section still tells what it holds. */
  summary?: string;
  /** Items chosen in this section. */
  selectedCount?: number;
  children: ReactNode;
};

/** One collapsible filter group; every group starts open (docs/product.md#catalogue). */
export function FilterSection({ title, summary, selectedCount = 0, children }: FilterSectionProps) {
  return (
    <Accordion
      defaultExpanded
      disableGutters
      elevation={0}
      square
      sx={{
        bgcolor: "transparent",
        borderTop: 1,
        borderColor: "divider",
        "&::before": { display: "none" },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        sx={{ px: 0, minHeight: 52, "& .MuiAccordionSummary-content": { gap: 1, my: 1.5 } }}
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {selectedCount > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              px: 1,
              borderRadius: "999px",
              bgcolor: "primary.main",
              color: "secondary.main",
              fontSize: "0.75rem",
              fontWeight: 700,
              lineHeight: "20px",
            }}
          >
            {badgeCount(selectedCount)}
          </Box>
        )}
        {summary && (
          <Typography
            component="span"
            aria-hidden
            sx={{
              ml: "auto",
              mr: 1,
              color: "text.secondary",
              fontSize: "0.875rem",
              whiteSpace: "nowrap",
            }}
          >
            {summary}
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0, pb: 2 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
