import { formatDay } from "@maids/contract/days.ts";
import { BADGE_MAX } from "@/shared/ui-limits.ts";

/** "$1,250": whole dollars with thousands separators, the same in every browser locale. */
export function formatMoney(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/**
 * A day (YYYY-MM-DD) as '5 Mar 2021', whatever the viewer's time zone, as the server's messages
 * and mails write it (`formatDay`); a full timestamp as its day in the viewer's time zone.
 */
export function formatDate(isoDate: string): string {
  if (isoDate.length === 10) return formatDay(isoDate);
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-SG", { day: "numeric", month: "short", year: "numeric" });
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
