import { WELCOME_TEXTS } from "@maids/contract/messages.ts";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import WavingHandRounded from "@mui/icons-material/WavingHandRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { IconBadge } from "../components/icon-badge.tsx";
import { paths } from "../paths.ts";
import { saveReturnAddress } from "../return-address.ts";
import { WELCOME_UI_TEXTS } from "./texts.ts";
import { markWelcomeSeen } from "./welcome-seen.ts";

type WelcomeDialogProps = { open: boolean; onClose: () => void };

/**
 * 'Welcome to Maid Catalogue' (docs/product.md#welcome-dialog). However it is closed (a button, a link,
 * Escape, the backdrop or the cross), the seen flag is set.
 */
export function WelcomeDialog({ open, onClose }: WelcomeDialogProps) {
  const titleId = useId();
  const { pathname, search, hash } = useLocation();
  const close = () => {
    markWelcomeSeen();
    onClose();
  };
  /** Signing in or up then comes back here. */
  const leaveToSignIn = () => {
    saveReturnAddress(`${pathname}${search}${hash}`);
    close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { borderRadius: "24px", m: 2, width: "calc(100% - 32px)" } } }}
    >
      <IconButton
        aria-label={WELCOME_UI_TEXTS.close}
        onClick={close}
        sx={{ position: "absolute", top: 8, right: 8 }}
      >
        <CloseRounded />
      </IconButton>
      <Box sx={{ display: "grid", justifyItems: "center", pt: 4, px: 3 }}>
        <IconBadge size={64} round>
          <WavingHandRounded sx={{ fontSize: 32 }} />
        </IconBadge>
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: "center", fontSize: "1.375rem", pb: 1 }}>
        {WELCOME_TEXTS.title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ color: "text.secondary", mb: 2 }}>{WELCOME_UI_TEXTS.intro}</Typography>
        <Box component="ul" sx={{ display: "grid", gap: 1.25, m: 0, p: 0, listStyle: "none" }}>
          {WELCOME_UI_TEXTS.benefits.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: "flex", gap: 1.25 }}>
              <CheckCircleRounded
                aria-hidden
                sx={{ color: "success.main", fontSize: 22, mt: "1px" }}
              />
              <Typography>{benefit}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 2 }}>
          {WELCOME_UI_TEXTS.free}
        </Typography>
      </DialogContent>
      <DialogActions
        sx={{
          flexDirection: "column",
          alignItems: "stretch",
          gap: 1,
          px: 3,
          pb: 3,
          "& > :not(style) ~ :not(style)": { ml: 0 },
        }}
      >
        <Button
          component={RouterLink}
          to={paths.signup}
          onClick={leaveToSignIn}
          variant="contained"
        >
          {WELCOME_TEXTS.createAccount}
        </Button>
        <Button
          component={RouterLink}
          to={paths.login}
          onClick={leaveToSignIn}
          variant="outlined"
          color="secondary"
        >
          {WELCOME_TEXTS.signIn}
        </Button>
        <Button color="secondary" onClick={close}>
          {WELCOME_TEXTS.continueBrowsing}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
