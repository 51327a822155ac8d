import { HelperProfile } from "@/features/helper-profile/components/helper-profile.tsx";

export function HelperProfilePage() {
  return <HelperProfile />;
}
