import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { removeStorage, WELCOME_SEEN_KEY } from "@/shared/local-storage.ts";
import { takeReturnAddress } from "@/shared/return-address.ts";
import { notifyReturnAfterLogin } from "../api/return-callback.ts";

/**
 * What every successful sign-in does: the welcome-seen flag is cleared (docs/product.md#welcome-dialog) and
 * everything loaded anonymously (session, blurred photos) is fetched again.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    removeStorage(WELCOME_SEEN_KEY);
    void queryClient.invalidateQueries();
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
