import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import { alpha, type Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  /** Shown above the title: the logo, or an icon for a state screen. */
  badge?: ReactNode;
  children?: ReactNode;
  maxWidth?: number;
};

/** The centred card every account screen sits in. */
export function AuthCard({ title, intro, badge, children, maxWidth = 460 }: AuthCardProps) {
  return (
    <Box
      sx={{
        display: "grid",
        placeItems: "center",
        px: 2,
        py: { xs: 4, md: 8 },
        minHeight: { md: "calc(100dvh - 73px)" },
        background: (theme) =>
          `radial-gradient(1200px 420px at 50% -120px, ${alpha(theme.palette.primary.main, 0.16)}, transparent 70%)`,
      }}
    >
      <Card sx={{ width: 1, maxWidth, p: { xs: 3, sm: 5 } }}>
        {badge && <Box sx={{ display: "flex", justifyContent: "center", mb: 2.5 }}>{badge}</Box>}
        <Typography variant="h3" component="h1" sx={{ textAlign: "center", mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ textAlign: "center", color: "text.secondary", mb: 3.5 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Card>
    </Box>
  );
}

/** A round tinted icon above a state screen's title. */
export function AuthBadgeIcon({
  children,
  tone = "primary",
}: {
  children: ReactNode;
  tone?: "primary" | "success" | "error" | "secondary";
}) {
  const tones = {
    primary: { bg: (theme: Theme) => alpha(theme.palette.primary.main, 0.16), fg: "primary.dark" },
    success: { bg: (theme: Theme) => alpha(theme.palette.success.main, 0.12), fg: "success.main" },
    error: { bg: (theme: Theme) => alpha(theme.palette.error.main, 0.1), fg: "error.main" },
    secondary: { bg: "secondary.main", fg: "primary.main" },
  } as const;
  return (
    <Box
      aria-hidden
      sx={{
        display: "grid",
        placeItems: "center",
        width: 64,
        height: 64,
        borderRadius: "50%",
        backgroundColor: tones[tone].bg,
        color: tones[tone].fg,
        "& svg": { fontSize: 34 },
      }}
    >
      {children}
    </Box>
  );
}

/** Links inside the cards: ink text with an orange underline (orange text would be too faint). */
export const authLinkStyle = {
  fontWeight: 700,
  color: "secondary.main",
  textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.8),
  textDecorationThickness: 2,
  textUnderlineOffset: 3,
  whiteSpace: "nowrap",
  "&:hover": { textDecorationColor: (theme: Theme) => theme.palette.primary.dark },
} as const;

/** The card's submit button: full width, with a spinner while the request runs. */
export function AuthSubmitButton({
  disabled,
  spinning,
  color = "primary",
  children,
}: {
  disabled: boolean;
  spinning: boolean;
  color?: "primary" | "secondary";
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      size="large"
      fullWidth
      disabled={disabled}
      startIcon={spinning ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
    >
      {children}
    </Button>
  );
}

/** "Don't have an account? Create an account" under a card's form. */
export function AuthFooterLink({
  prompt,
  to,
  label,
}: {
  prompt: string;
  to: string;
  label: string;
}) {
  return (
    <Typography variant="body2" sx={{ textAlign: "center", color: "text.secondary", mt: 3 }}>
      {prompt}{" "}
      <Link component={RouterLink} to={to} underline="always" sx={authLinkStyle}>
        {label}
      </Link>
    </Typography>
  );
}
