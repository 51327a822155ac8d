import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { HelperAvatar } from "./helper-avatar.tsx";
import { HelperProfileLink } from "./helper-profile-link.tsx";

type HelperListItemProps = {
  maidId: number;
  name: string;
  imageUrl: string;
  details: ReactNode;
  action?: ReactNode;
};

/** One helper in a customer's lists: photo, name (to the profile), details and an action. */
export function HelperListItem({ maidId, name, imageUrl, details, action }: HelperListItemProps) {
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: "divider",
        "&:last-child": { borderBottom: 0 },
      }}
    >
      <HelperAvatar name={name} imageUrl={imageUrl} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <HelperProfileLink maidId={maidId} name={name} />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {details}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

export function HelperList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

export function PanelEmpty({ text }: { text: string }) {
  return (
    <Typography
      sx={{
        color: "text.secondary",
        textAlign: "center",
        py: 5,
        border: "1px dashed",
        borderColor: "divider",
        borderRadius: "12px",
      }}
    >
      {text}
    </Typography>
  );
}
