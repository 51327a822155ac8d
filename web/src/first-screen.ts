import type { DehydratedState } from "@tanstack/react-query";

/** The id of the script element that carries a server-drawn page's state (entry-server.tsx). */
export const FIRST_SCREEN_STATE_ID = "first-screen-state";

export type FirstScreenState = {
  /** The screen width the page was drawn for (app/viewport-guess.ts). */
  guessedWidth: number;
  /** The API answers the page was drawn from, for the browser's query cache. */
  queries: DehydratedState;
};
