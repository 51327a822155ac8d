import { createTheme, responsiveFontSizes } from "@mui/material/styles";

const ink = "#0c191b";
const focusRing = { outline: "2px solid currentColor", outlineOffset: 2 } as const;

const baseTheme = createTheme({
  palette: {
    primary: { main: "#ff914d", light: "#ffa366", dark: "#e67e22", contrastText: ink },
    secondary: { main: ink, light: "#1a2a2d", dark: "#061012", contrastText: "#ffffff" },
    background: { default: "#fafafa", paper: "#ffffff" },
    text: { primary: ink, secondary: "#5a6c6f" },
    divider: "#e0e0e0",
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: "3rem", fontWeight: 800, lineHeight: 1.1, letterSpacing: "-0.02em" },
    h2: { fontSize: "2.25rem", fontWeight: 800, lineHeight: 1.15, letterSpacing: "-0.015em" },
    h3: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.2 },
    h4: { fontSize: "1.375rem", fontWeight: 700, lineHeight: 1.25 },
    h5: { fontSize: "1.125rem", fontWeight: 700, lineHeight: 1.3 },
    h6: { fontSize: "1rem", fontWeight: 700, lineHeight: 1.35 },
    subtitle1: { fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: "0.12em", lineHeight: 1.6 },
    button: { fontWeight: 700, textTransform: "none" },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ":focus-visible": focusRing,
        "::selection": { backgroundColor: "#ffa366", color: ink },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { "&.Mui-focusVisible": focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 16,
          border: "1px solid #e0e0e0",
          boxShadow: "0 1px 2px rgba(12, 25, 27, 0.04), 0 4px 16px rgba(12, 25, 27, 0.04)",
        },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: "inherit" } },
    MuiLink: { defaultProps: { underline: "hover", color: "inherit" } },
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  },
});

export const theme = responsiveFontSizes(baseTheme);
