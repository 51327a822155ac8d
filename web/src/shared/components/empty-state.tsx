import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

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
      <Box
        aria-hidden
        sx={{
          display: "grid",
          placeItems: "center",
          width: 72,
          height: 72,
          borderRadius: "50%",
          bgcolor: "#fff1e8",
          color: "#b4530f",
          mb: 1,
          "& svg": { fontSize: 36 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography sx={{ color: "text.secondary", maxWidth: 460 }}>{hint}</Typography>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
