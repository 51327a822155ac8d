import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { AppProviders } from "@/app/app-providers.tsx";
import { routes } from "@/app/router.tsx";

function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient = createTestQueryClient(),
) {
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** One component with the app's theme, query client and a router for its links. */
export function renderWithProviders(ui: ReactElement) {
  return renderRouter(createMemoryRouter([{ path: "*", element: ui }]));
}

/**
 * The whole app, opened at the given address; with `queryClient`, that one (for tests of
 * caching, e.g. the app's own from createQueryClient).
 */
export function renderApp(path: string, queryClient?: QueryClient) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }), queryClient);
}

/** Shows where the app went, for tests that follow a navigation. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * One screen at its route, opened at `at` (default: the route's path); every other address
 * shows only where it is, read with `currentLocation()`.
 */
export function renderRoute(ui: ReactElement, { path, at = path }: { path: string; at?: string }) {
  return renderRouter(
    createMemoryRouter(
      [
        { path, element: ui },
        { path: "*", element: <CurrentLocation /> },
      ],
      { initialEntries: [at] },
    ),
  );
}

/** Where a screen rendered by `renderRoute` has navigated to, once it has. */
export async function navigatedTo(): Promise<string | null> {
  return (await screen.findByTestId("location")).textContent;
}
