import { ProfileView } from "../../features/account/components/profile-view.tsx";
import { ACCOUNT_TEXTS } from "../../features/account/texts.ts";
import { useSignOut } from "../../features/auth/api/logout.ts";
import { SITE_TEXTS } from "../../shared/site-texts.ts";
import { usePageTitle } from "../../shared/use-page-title.ts";

export function ProfilePage() {
  usePageTitle(SITE_TEXTS.myProfile, ACCOUNT_TEXTS.description);
  const signOut = useSignOut();
  return <ProfileView title={SITE_TEXTS.myProfile} onSignOut={signOut} />;
}
