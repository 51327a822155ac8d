import { useSession } from "../features/auth/api/get-session.ts";
import { useSignOut } from "../features/auth/api/logout.ts";
import { SiteLayout } from "../shared/layout/site-layout.tsx";

export function AppLayout() {
  const { isSignedIn } = useSession();
  const signOut = useSignOut();
  return (
    <SiteLayout
      account={isSignedIn ? { isSignedIn: true, onSignOut: signOut } : { isSignedIn: false }}
    />
  );
}
