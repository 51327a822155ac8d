import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { IconBadge } from "@/shared/components/icon-badge.tsx";

type SectionCardProps = { title: string; icon: ReactNode; children: ReactNode };

/** A titled block of the profile; a named region, so it can be found by its title. */
export function SectionCard({ title, icon, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2.5 }}>
        <IconBadge size={40} sx={{ flexShrink: 0, borderRadius: "12px" }}>
          {icon}
        </IconBadge>
        <Typography variant="h5" component="h2" id={headingId}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Card>
  );
}
