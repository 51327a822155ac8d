import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { removeStorage, WELCOME_SEEN_KEY } from "@/shared/local-storage.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { takeReturnAddress } from "@/shared/return-address.ts";
import { notifyReturnAfterLogin } from "../api/return-callback.ts";

/**
 * What every successful sign-in does: the welcome-seen flag is cleared (docs/product.md#welcome-dialog) and
 * everything loaded anonymously (session, blurred photos) is fetched again. It resolves once the
 * session is the new one, so that a guarded page reached next (the admin screens) does not read
 * the anonymous one still cached and send the visitor back to sign in.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    removeStorage(WELCOME_SEEN_KEY);
    await queryClient.refetchQueries({ queryKey: queryKeys.session });
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
    });
  }, [queryClient]);
}

/**
 * With a stored return address: removes it, calls the user auth callback and leaves for the
 * address with a full-page navigation, also when the callback fails. Answers whether it left.
 */
export async function leaveForReturnAddress(): Promise<boolean> {
  const address = takeReturnAddress();
  if (!address) return false;
  try {
    await notifyReturnAfterLogin();
  } catch (error) {
    console.error("The sign-in callback failed; returning to the stored address anyway.", error);
  }
  window.location.assign(address);
  return true;
}
