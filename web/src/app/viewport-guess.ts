import type { Theme } from "@mui/material/styles";

/**
 * The width a page drawn on the server is drawn for: the server cannot measure the screen, so
 * it guesses from the browser's name, and the browser hydrates with the same guess before
 * measuring (docs/decisions/0036-first-screen-on-the-server.md).
 */
const GUESSED_WIDTHS = { phone: 390, desktop: 1280 } as const;

export function guessViewportWidth(userAgent: string | undefined): number {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent ?? "")
    ? GUESSED_WIDTHS.phone
    : GUESSED_WIDTHS.desktop;
}

/** Whether a media query of the theme's breakpoints (min-width / max-width in px) holds at `width`. */
function matchesAtWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.every(([, bound, value]) =>
    bound === "min" ? width >= Number(value) : width <= Number(value),
  );
}

/**
 * The theme whose media queries answer for the guessed width until the browser has measured:
 * the same theme with one default changed (a copy, not createTheme's deep merge, which would
 * cost a phone several milliseconds more at start-up).
 */
export function themeForGuessedWidth(theme: Theme, width: number): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: {
          noSsr: false,
          ssrMatchMedia: (query: string) => ({ matches: matchesAtWidth(query, width) }),
        },
      },
    },
  };
}
