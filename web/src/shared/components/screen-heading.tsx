import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type ScreenHeadingProps = {
  title: string;
  /** The line under the title (a count, an introduction). */
  summary: string;
  /** The screen's main action, at the right on wide screens and below on narrow ones. */
  action: ReactNode;
};

/** The title block of an admin screen: its h1, a summary line and its main action. */
export function ScreenHeading({ title, summary, action }: ScreenHeadingProps) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2, mb: 3 }}>
      <Box sx={{ flex: "1 1 280px" }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{summary}</Typography>
      </Box>
      {action}
    </Box>
  );
}
