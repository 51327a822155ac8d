import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";

/** The value, or 'Not specified' when there is none (blank text, or a measurement of 0). */
export function orNotSpecified<T extends string | number>(
  value: T | null | undefined,
  show: (value: T) => string = String,
): string {
  const isBlank =
    value === null || value === undefined || value === 0 || String(value).trim() === "";
  return isBlank ? HELPER_PROFILE_TEXTS.notSpecified : show(value);
}
