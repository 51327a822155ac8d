const dateTime = new Intl.DateTimeFormat("en-SG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** e.g. "12 Mar 2025, 2:30 pm", in the viewer's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
