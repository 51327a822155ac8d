import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import VisibilityRounded from "@mui/icons-material/VisibilityRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { IconBadge } from "@/shared/components/icon-badge.tsx";
import { paths } from "@/shared/paths.ts";
import { saveReturnAddress } from "@/shared/return-address.ts";
import { RECOMMEND_UI_TEXTS } from "../texts.ts";

type ClearImagesPromptProps = { open: boolean; onClose: () => void };

function Benefits({ id }: { id: string }) {
  return (
    <Box id={id}>
      <Typography sx={{ color: "text.secondary", mb: 1.5 }}>
        {RECOMMEND_UI_TEXTS.promptIntro}
      </Typography>
      <Box component="ul" sx={{ display: "grid", gap: 1, m: 0, p: 0, listStyle: "none" }}>
        {RECOMMEND_UI_TEXTS.promptBenefits.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: "flex", gap: 1, alignItems: "start" }}>
            <CheckCircleRounded
              aria-hidden
              sx={{ fontSize: 20, mt: "2px", color: "success.main" }}
            />
            <Typography>{benefit}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** 'View Clear Images': invites an anonymous visitor of a share link to sign in (docs/product.md#recommendations). */
export function ClearImagesPrompt({ open, onClose }: ClearImagesPromptProps) {
  const { pathname, search, hash } = useLocation();
  const titleId = useId();
  const introId = useId();
  const rememberThisPage = () => saveReturnAddress(`${pathname}${search}${hash}`);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={introId}
      slotProps={{ paper: { sx: { borderRadius: "24px" } } }}
    >
      <IconButton
        aria-label={RECOMMEND_UI_TEXTS.promptClose}
        onClick={onClose}
        sx={{ position: "absolute", right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogTitle id={titleId} sx={{ pt: 4, pr: 7, display: "grid", gap: 1.5 }}>
        <IconBadge size={56} round>
          <VisibilityRounded sx={{ fontSize: 30 }} />
        </IconBadge>
        {RECOMMEND_TEXTS.promptTitle}
      </DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 3, pb: 3 }}>
        <Benefits id={introId} />
        <Box sx={{ display: "grid", gap: 1 }}>
          <Button
            component={RouterLink}
            to={paths.login}
            onClick={rememberThisPage}
            variant="contained"
            size="large"
          >
            {RECOMMEND_TEXTS.promptSignIn}
          </Button>
          <Button
            component={RouterLink}
            to={paths.signup}
            onClick={rememberThisPage}
            variant="outlined"
            color="secondary"
            size="large"
          >
            {RECOMMEND_TEXTS.promptCreateAccount}
          </Button>
          <Button onClick={onClose} color="secondary">
            {RECOMMEND_TEXTS.promptContinue}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
