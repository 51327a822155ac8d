import {
  type FamilyRequirements,
  familyRequirementsInputSchema,
} from "@maids/contract/family-requirements.ts";
import { useSavedAsYouGo } from "@/shared/forms/use-saved-as-you-go.ts";
import { useSaveRequirements } from "@/shared/matching/api.ts";

/** Each broken rule's message by field path ("children.0"), as the server would answer it. */
function problemsOf(values: FamilyRequirements): Record<string, string> {
  const result = familyRequirementsInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

/** The family's requirements as it edits them, saved as it goes (useSavedAsYouGo). */
export function useRequirementsDraft(initial: FamilyRequirements) {
  return useSavedAsYouGo(initial, { save: useSaveRequirements(), problemsOf });
}
