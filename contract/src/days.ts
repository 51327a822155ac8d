/** Days (YYYY-MM-DD) as people in Singapore read them in the app's messages and mails. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "1 Mar 2027": the same text on every machine and in every locale. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !name || !date) return day;
  return `${date} ${name} ${year}`;
}
