import { API_MESSAGES } from "@maids/contract/messages.ts";
import { HttpError } from "../http/error-handler.ts";

/** Enough for a family comparing two helpers; a browser downloads one file at a time anyway. */
export const PDFS_PER_ACCOUNT = 2;

/** A biodata PDF is ready within a second or two, so the account's own are done by then. */
const RETRY_AFTER_SECONDS = 2;

/**
 * An HTTP guard of the biodata PDF routes (ADR 0026): at most `perAccount` requests of one
 * account at once, in this process, so one account cannot fill the render queue for everyone.
 * One more answers 429 at once rather than waiting, which would hold its place in the queue.
 */
export function perAccountLimit(perAccount: number) {
  const inFlight = new Map<number, number>();

  return {
    /** Counts a request of the account in; call the returned function once it is done. */
    enter(accountId: number): () => void {
      const count = inFlight.get(accountId) ?? 0;
      if (count >= perAccount) {
        throw new HttpError(429, API_MESSAGES.biodataPdfsInProgress, {
          headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
        });
      }
      inFlight.set(accountId, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (inFlight.get(accountId) ?? 1) - 1;
        if (remaining > 0) inFlight.set(accountId, remaining);
        else inFlight.delete(accountId);
      };
    },
  };
}

export type PerAccountLimit = ReturnType<typeof perAccountLimit>;
