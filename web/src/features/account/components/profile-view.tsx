import { ADMIN_ROLE, CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { NAV_TEXTS } from "@maids/contract/messages.ts";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import LogoutRounded from "@mui/icons-material/LogoutRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { PhoneForm } from "@/shared/forms/phone-form.tsx";
import { paths } from "@/shared/paths.ts";
import { useSignInRequired } from "@/shared/session/use-sign-in-required.ts";
import { useChangePhone } from "../api/change-phone.ts";
import { ACCOUNT_TEXTS, ROLE_LABELS } from "../texts.ts";
import { RequirementsForm } from "./requirements-form.tsx";

type ProfileViewProps = { title: string; onSignOut: () => void };

const SHORTCUTS = [
  { label: ACCOUNT_TEXTS.shortcuts.myHiring, to: paths.myHiring },
  { label: ACCOUNT_TEXTS.shortcuts.shortlisted, to: paths.shortlisted },
  { label: ACCOUNT_TEXTS.shortcuts.recommendations, to: paths.recommend },
  { label: ACCOUNT_TEXTS.shortcuts.catalogue, to: paths.catalogue },
] as const;

function Shortcuts() {
  return (
    <Box component="nav" aria-labelledby="profile-shortcuts" sx={{ mt: 4 }}>
      <Typography id="profile-shortcuts" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {ACCOUNT_TEXTS.shortcutsTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              component={RouterLink}
              to={shortcut.to}
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}
            >
              {shortcut.label}
              <ArrowForwardRounded sx={{ fontSize: 18 }} aria-hidden />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The signed-in user's name, email and account type; anonymous visitors go to /login. */
export function ProfileView({ title, onSignOut }: ProfileViewProps) {
  const session = useSignInRequired();
  const changePhone = useChangePhone();
  const user = session.profile?.user;

  if (!user) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
        <CircularProgress aria-label={ACCOUNT_TEXTS.checkingSession} />
      </Box>
    );
  }

  const details = [
    { label: ACCOUNT_TEXTS.name, value: user.name },
    { label: ACCOUNT_TEXTS.email, value: user.email },
    { label: ACCOUNT_TEXTS.accountType, value: ROLE_LABELS[user.role] },
  ];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3 }}>
          <Avatar
            aria-hidden
            sx={{
              width: 64,
              height: 64,
              fontSize: "1.75rem",
              fontWeight: 800,
              bgcolor: "primary.main",
              color: "secondary.main",
            }}
          >
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <div>
            <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.5rem" } }}>
              {title}
            </Typography>
            <Typography sx={{ color: "text.secondary" }}>{ACCOUNT_TEXTS.intro}</Typography>
          </div>
        </Box>
        <Box component="dl" sx={{ m: 0, display: "grid", gap: 2 }}>
          {details.map((detail) => (
            <Box
              key={detail.label}
              sx={{ pb: 2, borderBottom: 1, borderColor: "divider", display: "grid", gap: 0.25 }}
            >
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                {detail.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: "anywhere" }}>
                {detail.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {user.role !== ADMIN_ROLE && (
          <Box sx={{ mt: 3 }}>
            <PhoneForm
              phone={session.profile?.phone ?? ""}
              save={changePhone}
              texts={ACCOUNT_TEXTS.phoneForm}
              autoComplete="tel"
            />
          </Box>
        )}
        <Shortcuts />
        <Button
          onClick={onSignOut}
          variant="outlined"
          color="secondary"
          size="large"
          startIcon={<LogoutRounded />}
          sx={{ mt: 4 }}
        >
          {NAV_TEXTS.signOut}
        </Button>
      </Card>
      {user.role === CUSTOMER_ROLE && <RequirementsForm />}
    </Container>
  );
}
