import { SiteLayout } from "../shared/layout/site-layout.tsx";

export function AppLayout() {
  // Sessions arrive with the sign-in work; until then every visitor is anonymous.
  return <SiteLayout account={{ isSignedIn: false }} />;
}
