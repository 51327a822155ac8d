import type { EmployerFile, ParticularsSection } from "@maids/contract/employer-file.ts";
import { useEffect, useRef, useState } from "react";
import { type FileBase, useSaveSection } from "../api/employer-file.ts";

type SectionState = EmployerFile["sections"][ParticularsSection];

/**
 * A section's draft, saved as the family goes: `flush` sends it when it differs from what was
 * last sent, one save at a time against the version on file (a change made during a save goes
 * right after it). When someone else's version arrives, the draft becomes theirs.
 */
export function useSectionDraft<Values>(
  base: FileBase,
  section: ParticularsSection,
  state: SectionState,
  convert: {
    toValues: (data: Record<string, unknown> | undefined) => Values;
    toData: (values: Values) => object;
  },
) {
  const save = useSaveSection(base, section);
  const [values, setValues] = useState(() => convert.toValues(state?.data));
  const latest = useRef(values);
  latest.current = values;
  const lastSent = useRef(JSON.stringify(convert.toData(values)));
  const ownVersion = useRef(state?.version ?? 0);
  const again = useRef(false);

  const version = state?.version ?? 0;
  useEffect(() => {
    if (version === ownVersion.current) return;
    // Someone else saved (or the file was reloaded after a clash): show their version.
    const theirs = convert.toValues(state?.data);
    ownVersion.current = version;
    lastSent.current = JSON.stringify(convert.toData(theirs));
    setValues(theirs);
  }, [version, state?.data, convert]);

  function flush(next: Values = latest.current) {
    const data = convert.toData(next);
    const text = JSON.stringify(data);
    if (text === lastSent.current) return;
    if (save.isPending) {
      again.current = true;
      return;
    }
    lastSent.current = text;
    save.mutate(
      { version: ownVersion.current, data },
      {
        onSuccess: (file) => {
          ownVersion.current = file.sections[section]?.version ?? 0;
          // A typed identity number is on file now: the field empties and shows it masked.
          const sentId = (data as { idNumber?: unknown }).idNumber;
          if (sentId === undefined) return;
          setValues((current) => {
            const typed = (current as { idNumber?: unknown }).idNumber;
            if (typed !== sentId) return current;
            const cleared = { ...current, idNumber: "" };
            lastSent.current = JSON.stringify(convert.toData(cleared));
            return cleared;
          });
        },
        onError: () => {
          lastSent.current = "";
        },
        onSettled: () => {
          if (!again.current) return;
          again.current = false;
          flush();
        },
      },
    );
  }

  return { values, setValues, flush, save };
}
