import { ProfileView } from "@/features/account/components/profile-view.tsx";
import { ACCOUNT_TEXTS } from "@/features/account/texts.ts";
import { paths } from "@/shared/paths.ts";
import { useSignOut } from "@/shared/session/use-sign-out.ts";
import { SITE_TEXTS } from "@/shared/site-texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function ProfilePage() {
  usePageTitle(SITE_TEXTS.myProfile, ACCOUNT_TEXTS.description);
  const { signOut } = useSignOut({ to: paths.login });
  return <ProfileView title={SITE_TEXTS.myProfile} onSignOut={signOut} />;
}
