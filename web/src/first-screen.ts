import type { profileResponseSchema } from "@maids/contract/auth.ts";
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";
import type { z } from "zod";

export type FirstScreenState = {
  /** The screen width the page was drawn for (app/viewport-guess.ts). */
  guessedWidth: number;
  /** The API answers the page was drawn from, for the browser's query cache. */
  queries: DehydratedState;
};

/** What a drawn page's data may depend on: its address and who is looking. */
export type FirstScreenRequest = {
  queryClient: QueryClient;
  url: URL;
  params: Params;
  session: z.infer<typeof profileResponseSchema> | null;
};

/**
 * A drawn page's data, declared by its route (`handle.firstScreen`, app/router.tsx): fetches
 * into the query client every query its first screen asks for, so that one render draws it
 * (entry-server.tsx). The page's hooks build the same queries from the same factories.
 */
export type FirstScreenLoader = (request: FirstScreenRequest) => Promise<unknown>;

export type FirstScreenHandle = { firstScreen?: FirstScreenLoader };
