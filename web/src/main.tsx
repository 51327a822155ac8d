import { FIRST_SCREEN_STATE_ID } from "@maids/contract/first-screen.ts";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter, loadMatchedRoutes } from "./app/router.tsx";
import type { FirstScreenState } from "./first-screen.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

const queryClient = createQueryClient();

/**
 * What a page drawn on the server was drawn with (entry-server.tsx), if it was. Its answers are
 * current as the page arrives (the server checks a page it kept against the API), so they
 * count as fetched now.
 */
function readFirstScreenState(): FirstScreenState | undefined {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return undefined;
  const state: FirstScreenState = JSON.parse(text);
  for (const query of state.queries.queries) query.state.dataUpdatedAt = Date.now();
  return state;
}

async function start(root: HTMLElement) {
  const firstScreen = readFirstScreenState();
  if (firstScreen) {
    hydrate(queryClient, firstScreen.queries);
    await loadMatchedRoutes(window.location.pathname);
  }
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={createAppRouter({ hydrating: firstScreen !== undefined })}
        guessedWidth={firstScreen?.guessedWidth}
      />
    </StrictMode>
  );
  // A transition lets React render the first screen in slices and keep the main thread
  // answering input meanwhile; what the server drew (or home.html's hero) stays until then.
  startTransition(() => {
    if (firstScreen) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // From here React answers clicks, replaying those on parts it has not hydrated yet. A page
  // drawn on the server is on screen before this, its buttons idle (the end-to-end tests wait).
  document.documentElement.dataset.appStarted = "";
}

void start(container);
