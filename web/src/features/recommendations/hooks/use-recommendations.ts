import type { PublicHelper } from "@maids/contract/helper.ts";
import { useEffect } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { useMyRecommendations } from "../api/get-my-recommendations.ts";
import { useSharedRecommendations } from "../api/open-shared-recommendations.ts";
import { isShareLinkRefusal, shareLinkRefusalMessage } from "../utils/share-link-refusal.ts";

export type Recommendations =
  | { status: "loading" }
  | { status: "refused"; message: string }
  | { status: "loaded"; maids: PublicHelper[] };

const NONE: PublicHelper[] = [];

/**
 * A share link's helpers when there is a token, else the signed-in customer's own; nothing for an
 * anonymous visitor without a token. Any other failure leaves the list empty and is only logged
 * (docs/product.md#recommendations).
 */
export function useRecommendations(token: string | null): Recommendations {
  const session = useSession();
  const shared = useSharedRecommendations(token);
  const mine = useMyRecommendations(token === null && session.isSignedIn);
  const query = token === null ? mine : shared;
  const isAsked = token !== null || session.isSignedIn;

  useEffect(() => {
    if (query.error && !isShareLinkRefusal(query.error)) {
      console.error("The recommendations could not be loaded.", query.error);
    }
  }, [query.error]);

  if (token === null && session.isPending) return { status: "loading" };
  if (!isAsked) return { status: "loaded", maids: NONE };
  if (query.isPending) return { status: "loading" };
  if (isShareLinkRefusal(query.error)) {
    return { status: "refused", message: shareLinkRefusalMessage(query.error) };
  }
  return { status: "loaded", maids: query.data ?? NONE };
}
