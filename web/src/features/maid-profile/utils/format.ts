import { MAID_PROFILE_TEXTS } from "@maids/contract/messages.ts";

export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString("en-SG")}`;
}

/** YYYY-MM-DD as '5 Mar 2021'. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-SG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: isoDate.length === 10 ? "UTC" : undefined,
  });
}

/** The value, or 'Not specified' when there is none (blank text, or a measurement of 0). */
export function orNotSpecified<T extends string | number>(
  value: T | null | undefined,
  show: (value: T) => string = String,
): string {
  const isBlank =
    value === null || value === undefined || value === 0 || String(value).trim() === "";
  return isBlank ? MAID_PROFILE_TEXTS.notSpecified : show(value);
}
