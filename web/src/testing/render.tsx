import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/app-providers.tsx";
import { routes } from "../app/router.tsx";

function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** One component with the app's theme, query client and a router for its links. */
export function renderWithProviders(ui: ReactElement) {
  return renderRouter(createMemoryRouter([{ path: "*", element: ui }]));
}

/** The whole app, opened at the given address. */
export function renderApp(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}
