import type { QueryClient } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app-providers.tsx";

export function App({
  queryClient,
  router,
  guessedWidth,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  /** For a page drawn on the server: the width it was drawn for. */
  guessedWidth?: number;
}) {
  return (
    <AppProviders queryClient={queryClient} guessedWidth={guessedWidth}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
