import { BADGE_MAX } from "@/shared/ui-limits.ts";

/** "$1,250": whole dollars with thousands separators, the same in every browser locale. */
export function formatMoney(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** A day (YYYY-MM-DD) as '5 Mar 2021', whatever the viewer's time zone; a full timestamp in it. */
export function formatDate(isoDate: string): string {
  const isDay = isoDate.length === 10;
  const date = new Date(isDay ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-SG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: isDay ? "UTC" : undefined,
  });
}

/** Made on first use: making a formatter loads its locale's data, which costs a phone at start-up. */
let dateTime: Intl.DateTimeFormat | undefined;

/** e.g. "12 Mar 2025, 2:30 pm", in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat("en-SG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return dateTime.format(new Date(iso));
}

/** Badge numbers cap at 99 and show '99+' (docs/product.md#texts-and-limits). */
export function badgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
