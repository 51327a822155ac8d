import { useRef, useState } from "react";
import { keepHandlesApart, type Range } from "./range.ts";

function sameRange(a: Range, b: Range) {
  return a[0] === b[0] && a[1] === b[1];
}

/**
 * A two-handled slider's range while it moves, committed once the move ends (handle released,
 * or a key pressed), so a drag asks for one list, not one per pixel. A new value from outside
 * (Clear All, Back) replaces the one being shown.
 */
export function useRangeDraft(value: Range, step: number, onCommit: (value: Range) => void) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const moved = useRef<Range | null>(null);

  if (!sameRange(shownValue, value)) {
    setShownValue(value);
    setDraft(value);
  }

  function handleChange(_event: Event, next: number | number[], activeThumb: number) {
    if (!Array.isArray(next)) return;
    const kept = keepHandlesApart(next, draft, activeThumb, step);
    moved.current = kept;
    setDraft(kept);
  }

  function handleCommit() {
    const committed = moved.current;
    moved.current = null;
    if (committed && !sameRange(committed, value)) onCommit(committed);
  }

  return { draft, handleChange, handleCommit };
}
