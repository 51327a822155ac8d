import { MaidProfile } from "@/features/maid-profile/components/maid-profile.tsx";

export function MaidProfilePage() {
  return <MaidProfile />;
}
