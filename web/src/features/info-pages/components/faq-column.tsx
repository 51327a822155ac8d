import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import { alpha, type Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { FaqItem } from "../faq-content.ts";

type FaqColumnProps = {
  items: readonly FaqItem[];
  label: string;
  questionHeading: "h2" | "h3";
};

const accordionStyle = {
  border: 1,
  borderColor: "divider",
  borderRadius: "16px",
  bgcolor: "background.paper",
  overflow: "hidden",
  "&::before": { display: "none" },
  "&.Mui-expanded": {
    borderColor: "primary.main",
    boxShadow: (theme: Theme) => `0 8px 24px ${alpha(theme.palette.secondary.main, 0.06)}`,
  },
} as const;

/** A column of questions in which opening one closes the one that was open. */
export function FaqColumn({ items, label, questionHeading }: FaqColumnProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5, alignContent: "start" }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Accordion
            disableGutters
            elevation={0}
            expanded={openId === item.id}
            onChange={(_event, expanded) => setOpenId(expanded ? item.id : null)}
            slotProps={{ heading: { component: questionHeading } }}
            sx={accordionStyle}
          >
            <AccordionSummary
              id={`faq-${item.id}-question`}
              aria-controls={`faq-${item.id}-answer`}
              expandIcon={<ExpandMoreRounded />}
              sx={{
                px: { xs: 2, sm: 2.5 },
                py: 0.5,
                minHeight: 64,
                "& .MuiAccordionSummary-content": { my: 1.5 },
                "& .MuiAccordionSummary-expandIconWrapper": { color: "secondary.main" },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails
              id={`faq-${item.id}-answer`}
              sx={{ px: { xs: 2, sm: 2.5 }, pt: 0, pb: 2.5 }}
            >
              {item.answer.map((paragraph) => (
                <Typography
                  key={paragraph}
                  variant="body2"
                  sx={{ color: "text.secondary", lineHeight: 1.7, "& + &": { mt: 1.5 } }}
                >
                  {paragraph}
                </Typography>
              ))}
            </AccordionDetails>
          </Accordion>
        </li>
      ))}
    </Box>
  );
}
