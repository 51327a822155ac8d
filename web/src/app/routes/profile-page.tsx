import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";
import { SITE_TEXTS } from "../../shared/site-texts.ts";

export function ProfilePage() {
  return <PlaceholderPage title={SITE_TEXTS.myProfile} />;
}
