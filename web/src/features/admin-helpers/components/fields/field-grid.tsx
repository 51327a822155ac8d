import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** Fields two or three to a row on wide screens, one per row on phones. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}

type FormSectionProps = { title: string; children: ReactNode; headingLevel?: "h3" | "h4" };

/** A titled part of a form (the add dialog's sections, or inside an edit tab). */
export function FormSection({ title, children, headingLevel = "h3" }: FormSectionProps) {
  return (
    <Box component="section" sx={{ display: "grid", gap: 2 }}>
      <Typography variant="h6" component={headingLevel}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
