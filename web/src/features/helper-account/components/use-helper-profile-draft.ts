import {
  type HelperProfileData,
  helperProfileInputSchema,
} from "@maids/contract/helper-accounts.ts";
import { useCallback, useEffect, useRef, useState } from "react";
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
 * a broken rule shows on its field and nothing is sent until it is fixed. `flush` saves what is
 * waiting at once (before she sends her profile for review).
 */
export function useHelperProfileDraft(initial: HelperProfileData) {
  const save = useSaveHelperProfile();
  const [values, setValues] = useState(initial);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const lastSent = useRef(JSON.stringify(initial));
  const latest = useRef(values);
  latest.current = values;
  const ownProblems = problemsOf(values);
  const valid = Object.keys(ownProblems).length === 0;
  const { mutateAsync } = save;

  const send = useCallback(async () => {
    const data = latest.current;
    const text = JSON.stringify(data);
    if (text === lastSent.current || Object.keys(problemsOf(data)).length > 0) return;
    lastSent.current = text;
    try {
      await mutateAsync(data);
      setServerProblems({});
    } catch (error) {
      lastSent.current = "";
      setServerProblems(fieldErrorsOf(error, "data."));
      throw error;
    }
  }, [mutateAsync]);

  useEffect(() => {
    if (!valid || JSON.stringify(values) === lastSent.current) return;
    const timer = setTimeout(() => void send().catch(() => undefined), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, valid, send]);

  const update = (patch: Partial<HelperProfileData>) => {
    setServerProblems({});
    setValues((current) => ({ ...current, ...patch }));
  };
  return { values, update, problems: { ...ownProblems, ...serverProblems }, save, flush: send };
}
