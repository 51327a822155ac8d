import MenuRounded from "@mui/icons-material/MenuRounded";
import AppBar from "@mui/material/AppBar";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useAgencyName } from "@/shared/agency/use-agency.ts";
import { BrandMark } from "@/shared/components/brand-mark.tsx";
import { ADMIN_LAYOUT_TEXTS } from "../texts.ts";
import { initialsOf } from "../utils/initials.ts";

/** On phones the avatar alone stands for the admin; the name is still read out. */
const hiddenOnPhones = {
  position: { xs: "absolute", sm: "static" },
  width: { xs: "1px", sm: "auto" },
  height: { xs: "1px", sm: "auto" },
  clipPath: { xs: "inset(50%)", sm: "none" },
} as const;

type AdminTopBarProps = {
  adminName: string;
  /** Given on small screens, where the menu is a drawer behind a button. */
  menu?: { isOpen: boolean; open: () => void; drawerId: string };
};

function AdminIdentity({ adminName }: { adminName: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.25, ml: "auto", minWidth: 0 }}>
      <Typography noWrap sx={{ fontWeight: 600, maxWidth: 280, ...hiddenOnPhones }}>
        {adminName}
      </Typography>
      <Avatar
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          bgcolor: "secondary.main",
          fontSize: "0.95rem",
          flexShrink: 0,
        }}
      >
        {initialsOf(adminName)}
      </Avatar>
    </Box>
  );
}

/** A slim bar over the admin screens: the agency, and who is signed in. */
export function AdminTopBar({ adminName, menu }: AdminTopBarProps) {
  const agencyName = useAgencyName();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        backgroundColor: "background.paper",
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60 } }}>
        {menu && (
          <IconButton
            aria-label={ADMIN_LAYOUT_TEXTS.openMenu}
            aria-expanded={menu.isOpen}
            aria-controls={menu.drawerId}
            onClick={menu.open}
            edge="start"
            color="secondary"
          >
            <MenuRounded />
          </IconButton>
        )}
        <BrandMark size={32} />
        <Typography
          component="p"
          sx={{
            fontWeight: 800,
            fontSize: "1.1rem",
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
        >
          {agencyName}
        </Typography>
        <Chip
          label={ADMIN_LAYOUT_TEXTS.adminBadge}
          size="small"
          sx={{ bgcolor: "brand.tint", color: "brand.accent", display: { xs: "none", sm: "flex" } }}
        />
        <AdminIdentity adminName={adminName} />
      </Toolbar>
    </AppBar>
  );
}
