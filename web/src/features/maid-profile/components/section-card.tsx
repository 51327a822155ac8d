import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

type SectionCardProps = { title: string; icon: ReactNode; children: ReactNode };

/** A titled block of the profile; a named region, so it can be found by its title. */
export function SectionCard({ title, icon, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            display: "grid",
            placeItems: "center",
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: "12px",
            backgroundColor: "#fff1e8",
            color: "#b4530f",
          }}
        >
          {icon}
        </Box>
        <Typography variant="h5" component="h2" id={headingId}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Card>
  );
}
