import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../shared/paths.ts";
import { saveReturnAddress } from "../../../shared/return-address.ts";
import { useSession } from "../../../shared/session/use-session.ts";

/**
 * Sends an anonymous visitor to /login once the session is known, remembering this address
 * so that signing in brings them back.
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

  return session;
}
