import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import LockOpenRounded from "@mui/icons-material/LockOpenRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { paths } from "@/shared/paths.ts";
import { useSendToSignIn } from "../hooks/use-send-to-sign-in.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";

/** Shown to anonymous visitors where the private blocks would be; both ways come back here. */
export function FullProfilePrompt() {
  const sendToSignIn = useSendToSignIn();
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 3, sm: 4 },
        textAlign: "center",
        color: "common.white",
        background: ({ palette }) =>
          `linear-gradient(135deg, ${palette.secondary.main} 0%, ${palette.secondary.light} 100%)`,
        borderColor: "secondary.main",
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: "inline-grid",
          placeItems: "center",
          width: 56,
          height: 56,
          mb: 2,
          borderRadius: "50%",
          backgroundColor: (theme) => alpha(theme.palette.primary.main, 0.18),
          color: "primary.main",
        }}
      >
        <LockOpenRounded />
      </Box>
      <Typography variant="h4" component="h2" id={headingId} sx={{ mb: 1 }}>
        {PROFILE_UI_TEXTS.fullProfileTitle}
      </Typography>
      <Typography sx={{ color: "onInk.secondary", maxWidth: 460, mx: "auto", mb: 3 }}>
        {PROFILE_UI_TEXTS.fullProfileIntro}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "center" }}
      >
        <Button
          variant="contained"
          size="large"
          onClick={() => sendToSignIn(paths.login)}
          sx={{ "&.Mui-focusVisible": { outlineColor: "common.white" } }}
        >
          {HELPER_PROFILE_TEXTS.loginToViewFull}
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={() => sendToSignIn(paths.signup)}
          sx={{
            color: "common.white",
            borderColor: "onInk.outline",
            "&:hover": { borderColor: "common.white", backgroundColor: "onInk.hover" },
          }}
        >
          {HELPER_PROFILE_TEXTS.signUp}
        </Button>
      </Stack>
    </Card>
  );
}
