import { helperProfileQuery } from "@/features/helper-profile/api/get-helper-profile.ts";
import { interviewRequestsQuery } from "@/features/helper-profile/api/get-interview-requests.ts";
import { HelperProfile } from "@/features/helper-profile/components/helper-profile.tsx";
import { parseHelperId } from "@/features/helper-profile/utils/parse-helper-id.ts";
import type { FirstScreenLoader } from "@/first-screen.ts";

/** A helper's first screen: her profile as the viewer may see it, and a signed-in viewer's interview requests. */
export const loadFirstScreen: FirstScreenLoader = async ({ queryClient, params, session }) => {
  const helperId = parseHelperId(params.id);
  if (helperId === undefined) return;
  const isSignedIn = session !== null;
  await Promise.all([
    queryClient.fetchQuery(helperProfileQuery(helperId, isSignedIn)),
    isSignedIn ? queryClient.fetchQuery(interviewRequestsQuery) : undefined,
  ]);
};

export function HelperProfilePage() {
  return <HelperProfile />;
}
