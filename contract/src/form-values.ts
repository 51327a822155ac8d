/** How the forms' values are read, shared by the helper form (maid-input.ts) and its biodata (biodata-input.ts). */

/** A field left empty: missing, null, or text of spaces only. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
