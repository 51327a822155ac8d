import type { UseMutationResult } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { fieldErrorsOf } from "./field-errors.ts";

/** How long after the last change a form saved as it goes saves. */
const SAVE_AFTER_MS = 700;

/**
 * A form's values as someone edits them, saved whole a moment after each change once they keep
 * the rules (`problemsOf`: each broken rule's message by field path); a field that breaks one
 * shows its message and nothing is sent until it is fixed. The server's refusals show on their
 * fields too (`serverPrefix`, e.g. "data.", is taken off their paths). `flush` saves what is
 * waiting at once, for an action that needs it saved first.
 */
export function useSavedAsYouGo<Values>(
  initial: Values,
  {
    save,
    problemsOf,
    serverPrefix = "",
  }: {
    save: UseMutationResult<unknown, Error, Values>;
    problemsOf: (values: Values) => Record<string, string>;
    serverPrefix?: string;
  },
) {
  const [values, setValues] = useState(initial);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const lastSent = useRef(JSON.stringify(initial));
  const latest = useRef(values);
  latest.current = values;
  const ownProblems = problemsOf(values);
  const valid = Object.keys(ownProblems).length === 0;
  const { mutateAsync } = save;

  const flush = useCallback(async () => {
    const current = latest.current;
    const text = JSON.stringify(current);
    if (text === lastSent.current || Object.keys(problemsOf(current)).length > 0) return;
    lastSent.current = text;
    try {
      await mutateAsync(current);
      setServerProblems({});
    } catch (error) {
      lastSent.current = "";
      setServerProblems(fieldErrorsOf(error, serverPrefix));
      throw error;
    }
  }, [mutateAsync, problemsOf, serverPrefix]);

  useEffect(() => {
    if (!valid || JSON.stringify(values) === lastSent.current) return;
    const timer = setTimeout(() => void flush().catch(() => undefined), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, valid, flush]);

  const update = (patch: Partial<Values>) => {
    setServerProblems({});
    setValues((current) => ({ ...current, ...patch }));
  };
  return { values, update, problems: { ...ownProblems, ...serverProblems }, save, flush };
}
