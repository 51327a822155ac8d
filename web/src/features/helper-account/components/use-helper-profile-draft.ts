import {
  type HelperProfileData,
  helperProfileInputSchema,
} from "@maids/contract/helper-accounts.ts";
import { useSavedAsYouGo } from "@/shared/forms/use-saved-as-you-go.ts";
import { useSaveHelperProfile } from "../api/helper-account.ts";

/** Each broken rule's English message by field path ("jobs.0.endDate"), as the server says it. */
function problemsOf(data: HelperProfileData): Record<string, string> {
  const result = helperProfileInputSchema.safeParse({ data });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.slice(1).join("."), issue.message]),
  );
}

/**
 * Her profile as she edits it, saved as she goes (useSavedAsYouGo); `flush` saves what is
 * waiting before she sends her profile for review.
 */
export function useHelperProfileDraft(initial: HelperProfileData) {
  return useSavedAsYouGo(initial, {
    save: useSaveHelperProfile(),
    problemsOf,
    serverPrefix: "data.",
  });
}
