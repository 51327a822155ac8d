import {
  type HelperProfileData,
  helperProfileInputSchema,
} from "@maids/contract/helper-accounts.ts";
import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { useSaveHelperProfile } from "../api/helper-account.ts";

const SAVE_AFTER_MS = 700;

/** Each broken rule's English message by field path ("jobs.0.endDate"), as the server says it. */
function problemsOf(data: HelperProfileData): Record<string, string> {
  const result = helperProfileInputSchema.safeParse({ data });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.slice(1).join("."), issue.message]),
  );
}

/**
 * Her profile as she edits it, saved whole a moment after each change once it keeps the rules;
 * a broken rule shows on its field and nothing is sent until it is fixed.
 */
export function useHelperProfileDraft(initial: HelperProfileData) {
  const save = useSaveHelperProfile();
  const [values, setValues] = useState(initial);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const lastSent = useRef(JSON.stringify(initial));
  const ownProblems = problemsOf(values);
  const valid = Object.keys(ownProblems).length === 0;
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
          setServerProblems(fieldErrorsOf(error, "data."));
        },
      });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, valid, mutate]);

  const update = (patch: Partial<HelperProfileData>) => {
    setServerProblems({});
    setValues((current) => ({ ...current, ...patch }));
  };
  return { values, update, problems: { ...ownProblems, ...serverProblems }, save };
}
