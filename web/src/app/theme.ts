import { alpha, createTheme, responsiveFontSizes } from "@mui/material/styles";

/**
 * Every colour of the site lives here (docs/product.md#texts-and-limits). Components read them through the theme:
 * sx keys ("text.secondary", "brand.tint", "onInk.divider"), or `(theme) => …` for shadows
 * and tints of a palette colour (`alpha(theme.palette.primary.main, 0.16)`). Features never
 * import this file (the lint's dependency check), so they never hold a colour of their own.
 */

/** The brand's dark ink: text, the dark bands (hero, footer, admin menu). */
const ink = "#0c191b";
/** The brand's orange. */
const orange = "#ff914d";
const orangeLight = "#ffa366";
const white = "#ffffff";

/** Colours of the brand beyond MUI's primary and secondary. */
type BrandPalette = {
  /** The soft orange tile behind icons, avatars and chips, and the call-to-action box. */
  tint: string;
  /** A lighter peach for a whole section's background (the hiring steps). */
  band: string;
  /** Dark orange for text and icons on white or on the tint (orange itself reads too faint). */
  accent: string;
  /** A darker orange for bold text on the tint that must stand out (employment durations). */
  accentStrong: string;
  /** The shortlist heart once a helper is shortlisted. */
  favourite: string;
};

/** Neutral greys under content. */
type SurfacePalette = {
  /** Table heads and fact tiles. */
  muted: string;
  /** Where a photo is missing or loading, thumbnails, neutral chips. */
  sunken: string;
  /** The person icon drawn on the sunken surface when a photo is missing. */
  sunkenIcon: string;
  /** The sticky top bar: white, slightly see-through over the page. */
  frosted: string;
};

/** Status chips: a pale background with dark text of the same hue, readable at small sizes. */
type StatusPalette = {
  successSurface: string;
  successText: string;
  errorSurface: string;
  errorText: string;
};

/** On the ink bands (hero, page headers, footer, admin menu): white and its translucent steps. */
type OnInkPalette = {
  /** Secondary text: intros, blurbs, labels, menu items. */
  secondary: string;
  /** Text of an item that cannot be used yet. */
  disabled: string;
  /** The outline of outlined buttons. */
  outline: string;
  /** Dividers, borders of tiles, skeletons. */
  divider: string;
  /** Hover background of buttons and menu items. */
  hover: string;
  /** Background of tiles on the band. */
  surface: string;
};

/** Shadows beyond MUI's elevation scale, all cast by the ink (or black, over photos). */
type CustomShadows = {
  /** Cards at rest. */
  card: string;
  /** A card lifted under the pointer. */
  lifted: string;
  /** Chips and buttons laid over a photo. */
  overlay: string;
};

declare module "@mui/material/styles" {
  interface Palette {
    brand: BrandPalette;
    surface: SurfacePalette;
    status: StatusPalette;
    onInk: OnInkPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
    surface?: SurfacePalette;
    status?: StatusPalette;
    onInk?: OnInkPalette;
  }
  interface Theme {
    customShadows: CustomShadows;
  }
  interface ThemeOptions {
    customShadows?: CustomShadows;
  }
}

const divider = "#e0e0e0";
const focusRing = { outline: "2px solid currentColor", outlineOffset: 2 } as const;
const customShadows: CustomShadows = {
  card: `0 1px 2px ${alpha(ink, 0.04)}, 0 4px 16px ${alpha(ink, 0.04)}`,
  lifted: `0 12px 32px ${alpha(ink, 0.12)}`,
  overlay: `0 2px 8px ${alpha("#000000", 0.18)}`,
};

const baseTheme = createTheme({
  palette: {
    primary: { main: orange, light: orangeLight, dark: "#e67e22", contrastText: ink },
    secondary: { main: ink, light: "#1a2a2d", dark: "#061012", contrastText: white },
    background: { default: "#fafafa", paper: white },
    text: { primary: ink, secondary: "#5a6c6f" },
    divider,
    brand: {
      tint: "#fff1e8",
      band: "#fff5ee",
      accent: "#b4530f",
      accentStrong: "#9a4309",
      favourite: "#c62828",
    },
    surface: {
      muted: "#f4f6f6",
      sunken: "#eef1f1",
      sunkenIcon: "#9aa8aa",
      frosted: alpha(white, 0.92),
    },
    status: {
      successSurface: "#e8f5e9",
      successText: "#1b5e20",
      errorSurface: "#fdecea",
      errorText: "#b71c1c",
    },
    onInk: {
      secondary: alpha(white, 0.82),
      disabled: alpha(white, 0.6),
      outline: alpha(white, 0.5),
      divider: alpha(white, 0.12),
      hover: alpha(white, 0.08),
      surface: alpha(white, 0.06),
    },
  },
  customShadows,
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
        "::selection": { backgroundColor: orangeLight, color: ink },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { "&.Mui-focusVisible": focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: ({ theme }) => ({ borderRadius: 999, paddingInline: theme.spacing(2.5) }),
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 16,
          border: `1px solid ${divider}`,
          boxShadow: customShadows.card,
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
