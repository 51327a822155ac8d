/**
 * The first screen of a public page drawn on the server (docs/decisions/0036-first-screen-on-the-server.md):
 * the server's page route calls renderFirstScreen with the address and a fetch that answers
 * the page's API calls as the visitor would get them; the browser then hydrates the same tree
 * (main.tsx). Built by `vite build --ssr` into web/dist-ssr/.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { AppProviders } from "./app/app-providers.tsx";
import { drawnPageAddress } from "./app/drawn-page-address.ts";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/router.tsx";
import { guessViewportWidth } from "./app/viewport-guess.ts";
import type { FirstScreenHandle, FirstScreenRequest, FirstScreenState } from "./first-screen.ts";
import { agencyQuery } from "./shared/agency/use-agency.ts";
import { setApiFetch } from "./shared/api-client.ts";
import { favouritesQuery } from "./shared/favourites/use-favourites.ts";
import { paths } from "./shared/paths.ts";
import { sessionQuery } from "./shared/session/use-session.ts";
import { setPublishedOrigin } from "./shared/site-origin.ts";
import { type PageHead, PageHeadContext } from "./shared/use-page-title.ts";

/** The server keeps drawn pages per guessed width and page address. */
export { drawnPageAddress, guessViewportWidth };

export type FirstScreen = {
  /** The markup inside #root. */
  html: string;
  /** The style tags the markup needs, for the page's head. */
  styles: string;
  /** What the browser hydrates with: see FirstScreenState. */
  state: FirstScreenState;
  /** The page's title and description, for the page's head (use-page-title.ts). */
  head: PageHead;
};

/** The pages drawn on the server: those families land on from a search or a shared link. */
const DRAWN_PAGES = [paths.catalogue, paths.maid];

export function isDrawnPage(pathname: string): boolean {
  return DRAWN_PAGES.some((path) => matchPath({ path, caseSensitive: false }, pathname));
}

/** The key of the browser's default emotion cache, which adopts the styles drawn here. */
const EMOTION_CACHE_KEY = "css";

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch(() => requestFetch.getStore() ?? fetch);

const staticHandler = createStaticHandler(routes);

function renderApp(queryClient: QueryClient, context: StaticHandlerContext, guessedWidth: number) {
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const head: PageHead = {};
  const html = renderToString(
    <CacheProvider value={cache}>
      <PageHeadContext value={head}>
        <AppProviders queryClient={queryClient} guessedWidth={guessedWidth}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext>
    </CacheProvider>,
  );
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    head,
  };
}

/**
 * What every page asks for: the session (and with it, for a signed-in visitor, the shortlist
 * the cards' hearts show) and the agency's details. Returns the session.
 */
async function fetchSiteQueries(queryClient: QueryClient) {
  const [session] = await Promise.all([
    queryClient.fetchQuery(sessionQuery),
    queryClient.fetchQuery(agencyQuery),
  ]);
  if (session) await queryClient.fetchQuery(favouritesQuery);
  return session;
}

/** What the matched routes declare their first screen shows (`handle.firstScreen`). */
async function fetchPageQueries(
  context: StaticHandlerContext,
  request: Omit<FirstScreenRequest, "params">,
) {
  await Promise.all(
    context.matches.map(({ route, params }) =>
      (route.handle as FirstScreenHandle | undefined)?.firstScreen?.({ ...request, params }),
    ),
  );
}

/**
 * The queries the render asked for that no route declared; those its components keep
 * disabled (a family's requirements for an anonymous visitor) are not asked for, as in the browser.
 */
function unfetchedQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === "pending" &&
        query.state.fetchStatus === "idle" &&
        // What a component asked for with `enabled: false`; no observer is attached in a pass.
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/**
 * The page at `url` (on the origin the site is published at) drawn with the visitor's data, in
 * one render, or null when it cannot be drawn as the browser would draw it (a redirect, an
 * unknown route, an API call that failed, a query its route did not declare): the browser then
 * draws it alone.
 */
export async function renderFirstScreen(
  url: URL,
  { apiFetch, userAgent }: { apiFetch: typeof fetch; userAgent: string | undefined },
): Promise<FirstScreen | null> {
  setPublishedOrigin(url.origin);
  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const queryClient = createQueryClient({ retry: false });
  const guessedWidth = guessViewportWidth(userAgent);
  return requestFetch.run(apiFetch, async () => {
    try {
      const session = await fetchSiteQueries(queryClient);
      await fetchPageQueries(context, { queryClient, url, session });
    } catch {
      return null;
    }
    const rendered = renderApp(queryClient, context, guessedWidth);
    if (unfetchedQueries(queryClient).length > 0) return null;
    return { ...rendered, state: { guessedWidth, queries: dehydrate(queryClient) } };
  });
}
