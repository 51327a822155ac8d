import { useTranslation } from "react-i18next";

const LOCALES: Record<string, string> = { en: "en-SG", id: "id-ID", tl: "fil-PH" };

/** A day (or an instant) as people read it in her language, in Singapore's time. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(LOCALES[i18n.language] ?? "en-SG", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Singapore",
  });
  return (value: string) =>
    format.format(new Date(value.length === 10 ? `${value}T12:00:00+08:00` : value));
}
