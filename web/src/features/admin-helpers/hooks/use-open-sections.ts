import { useState } from "react";
import type { EditTabKey } from "../utils/edit-tabs.ts";

/** Which of the add dialog's biodata sections are open; those with a message open by themselves. */
export function useOpenSections() {
  const [open, setOpen] = useState<readonly EditTabKey[]>([]);
  const toggle = (key: EditTabKey, isOpen: boolean) =>
    setOpen((keys) => (isOpen ? [...keys, key] : keys.filter((other) => other !== key)));
  const reveal = (keys: readonly EditTabKey[]) =>
    setOpen((opened) => [...new Set([...opened, ...keys])]);
  return { open, toggle, reveal };
}
