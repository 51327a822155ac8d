import { SiteLayout } from "@/shared/layout/site-layout.tsx";
import { paths } from "@/shared/paths.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useSignOut } from "@/shared/session/use-sign-out.ts";

export function AppLayout() {
  const { isSignedIn } = useSession();
  const { signOut } = useSignOut({ to: paths.login });
  return (
    <SiteLayout
      account={isSignedIn ? { isSignedIn: true, onSignOut: signOut } : { isSignedIn: false }}
    />
  );
}
