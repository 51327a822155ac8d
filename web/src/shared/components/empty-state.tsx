import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { IconBadge } from "./icon-badge.tsx";

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
};

/** A list with nothing in it: what is missing, why, and what to do next. */
export function EmptyState({ icon, title, hint, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: "grid",
        justifyItems: "center",
        textAlign: "center",
        gap: 1.5,
        py: { xs: 6, md: 10 },
        px: 3,
        borderRadius: "20px",
        border: "1px dashed",
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      <IconBadge size={72} round sx={{ mb: 1, "& svg": { fontSize: 36 } }}>
        {icon}
      </IconBadge>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography sx={{ color: "text.secondary", maxWidth: 460 }}>{hint}</Typography>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
