import { NAV_TEXTS } from "@maids/contract/messages.ts";
import AccountCircleRounded from "@mui/icons-material/AccountCircleRounded";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { Link as RouterLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";
import type { NavAccount } from "./nav-items.ts";

type AccountActionsProps = {
  account: NavAccount;
  stacked?: boolean;
  onNavigate?: () => void;
};

export function AccountActions({ account, stacked = false, onNavigate }: AccountActionsProps) {
  const fullWidth = stacked;
  return (
    <Stack direction={stacked ? "column" : "row"} spacing={1} sx={{ alignItems: "stretch" }}>
      {account.isSignedIn ? (
        <>
          <IconButton
            component={RouterLink}
            to={paths.profile}
            onClick={onNavigate}
            aria-label={SITE_TEXTS.myProfile}
            color="inherit"
          >
            <AccountCircleRounded />
          </IconButton>
          <Button
            color="secondary"
            fullWidth={fullWidth}
            onClick={() => {
              onNavigate?.();
              account.onSignOut();
            }}
          >
            {NAV_TEXTS.signOut}
          </Button>
        </>
      ) : (
        <>
          <Button
            component={RouterLink}
            to={paths.login}
            onClick={onNavigate}
            color="secondary"
            fullWidth={fullWidth}
          >
            {NAV_TEXTS.signIn}
          </Button>
          <Button
            component={RouterLink}
            to={paths.signup}
            onClick={onNavigate}
            color="secondary"
            variant="outlined"
            fullWidth={fullWidth}
          >
            {NAV_TEXTS.signUp}
          </Button>
        </>
      )}
      <Button
        component={RouterLink}
        to={paths.catalogueCapitalised}
        onClick={onNavigate}
        variant="contained"
        fullWidth={fullWidth}
        sx={{ letterSpacing: "0.04em", whiteSpace: "nowrap" }}
      >
        {NAV_TEXTS.findAHelper}
      </Button>
    </Stack>
  );
}
