import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../paths.ts";
import { saveReturnAddress } from "../return-address.ts";
import { useSession } from "./use-session.ts";

/**
 * Sends an anonymous visitor to /login once the session is known, remembering this address
 * so that signing in brings them back (docs/product.md#shortlist).
 * Answers the session too, for pages that show the signed-in user.
 */
export function useSignInRequired() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const mustSignIn = !session.isPending && !session.isSignedIn;

  useEffect(() => {
    if (!mustSignIn) return;
    saveReturnAddress(`${pathname}${search}${hash}`);
    void navigate(paths.login, { replace: true });
  }, [mustSignIn, pathname, search, hash, navigate]);

  return { ...session, isChecking: session.isPending, mustSignIn };
}
