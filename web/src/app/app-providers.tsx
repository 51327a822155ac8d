import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { theme } from "./theme.ts";
import { themeForGuessedWidth } from "./viewport-guess.ts";

export function AppProviders({
  queryClient,
  guessedWidth,
  children,
}: {
  queryClient: QueryClient;
  /** For a page drawn on the server: the screen width it was drawn for (viewport-guess.ts). */
  guessedWidth?: number;
  children: ReactNode;
}) {
  const pageTheme = useMemo(
    () => (guessedWidth === undefined ? theme : themeForGuessedWidth(theme, guessedWidth)),
    [guessedWidth],
  );
  return (
    <ThemeProvider theme={pageTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
