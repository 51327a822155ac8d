import { useIsFetching } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "../query-keys.ts";
import { useSession } from "../session/use-session.ts";
import { forgetWelcomeSeen, hasSeenWelcome } from "./welcome-seen.ts";

/**
 * The welcome dialog of a page that greets anonymous visitors (docs/product.md#welcome-dialog): it opens
 * once the visitor is known to be anonymous, unless they have seen it before. While the
 * session is being checked again (just after signing in) nobody counts as anonymous.
 */
export function useWelcomeDialog() {
  const { isPending, isSignedIn } = useSession();
  const isCheckingSession = useIsFetching({ queryKey: queryKeys.session }) > 0;
  const isAnonymous = !isPending && !isSignedIn;
  const [seen, setSeen] = useState(hasSeenWelcome);
  const [greeted, setGreeted] = useState(false);

  if (isAnonymous && !isCheckingSession && !seen && !greeted) setGreeted(true);

  return {
    isOpen: isAnonymous && greeted && !seen,
    isAnonymous,
    /** WelcomeDialog has set the flag already. */
    close: () => setSeen(true),
    /** 'Reset Welcome': forgets that it was seen and shows it again. */
    reset: () => {
      forgetWelcomeSeen();
      setSeen(false);
      setGreeted(true);
    },
  };
}
