import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app-providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";

const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
