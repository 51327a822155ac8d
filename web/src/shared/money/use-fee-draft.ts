import type { FeeLine } from "@maids/contract/case-money.ts";
import { useState } from "react";
import {
  centsAsSent,
  centsAsTyped,
  type FeeLineDraft,
  fromDrafts,
  newDraft,
  toDrafts,
} from "./fee-lines.ts";

/** Fees as they were saved (`null` for new ones). */
interface SavedFees {
  lines: readonly FeeLine[];
  depositCents: number;
}

/**
 * Fee lines and a deposit as a form edits them, as typed (one blank line when there is none);
 * `sent()` gives them as the server takes them.
 */
export function useFeeDraft(saved: SavedFees | null) {
  const [lines, setLines] = useState<FeeLineDraft[]>(
    saved?.lines.length ? toDrafts(saved.lines) : [newDraft()],
  );
  const [deposit, setDeposit] = useState(saved ? centsAsTyped(saved.depositCents) : "0");
  const sent = () => ({ lines: fromDrafts(lines), depositCents: centsAsSent(deposit) });
  return { lines, setLines, deposit, setDeposit, sent };
}
