import { useSignOut } from "../features/auth/api/logout.ts";
import { SiteLayout } from "../shared/layout/site-layout.tsx";
import { useSession } from "../shared/session/use-session.ts";

export function AppLayout() {
  const { isSignedIn } = useSession();
  const signOut = useSignOut();
  return (
    <SiteLayout
      account={isSignedIn ? { isSignedIn: true, onSignOut: signOut } : { isSignedIn: false }}
    />
  );
}
