import {
  type FamilyRequirements,
  familyRequirementsInputSchema,
} from "@maids/contract/family-requirements.ts";
import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { useSaveRequirements } from "@/shared/matching/api.ts";

/** How long after the last change the form saves. */
const SAVE_AFTER_MS = 700;

/** Each broken rule's message by field path ("children.0"), as the server would answer it. */
function problemsOf(values: FamilyRequirements): Record<string, string> {
  const result = familyRequirementsInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

/**
 * The requirements as the family edits them, saved whole a moment after each change once they
 * keep the rules; a field that breaks one shows its message and nothing is sent until it is fixed.
 */
export function useRequirementsDraft(initial: FamilyRequirements) {
  const save = useSaveRequirements();
  const [values, setValues] = useState(initial);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const lastSent = useRef(JSON.stringify(initial));
  const problems = { ...problemsOf(values), ...serverProblems };
  const valid = Object.keys(problemsOf(values)).length === 0;

  const { mutate } = save;
  useEffect(() => {
    const text = JSON.stringify(values);
    if (!valid || text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      mutate(values, {
        onSuccess: () => setServerProblems({}),
        onError: (error) => {
          lastSent.current = "";
          setServerProblems(fieldErrorsOf(error));
        },
      });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, valid, mutate]);

  const update = (patch: Partial<FamilyRequirements>) => {
    setServerProblems({});
    setValues((current) => ({ ...current, ...patch }));
  };
  return { values, update, problems, save };
}
