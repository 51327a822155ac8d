/** What every PDF the server writes shares: its fonts and how its bytes are collected. */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Font files by path: pdfkit keys fonts by their source, so a font is embedded once. DejaVu Sans
 * covers Latin scripts (English, Bahasa Indonesia, Tagalog); Noto Sans Myanmar, Burmese.
 */
export const PDF_FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  italic: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf"),
  myanmar: require.resolve(
    "@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff",
  ),
  myanmarBold: require.resolve(
    "@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff",
  ),
};

/** The agency's PDF palette: ink, muted text, accent, rules and shaded rows. */
export const PDF_COLOURS = {
  text: "#1f2933",
  muted: "#5f6b76",
  accent: "#0f5c63",
  rule: "#c7d0d6",
  shade: "#eef3f4",
};

/** The document's bytes once it ends. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** The moment as "23 Nov 2026, 21:45" in Singapore (UTC+8, no daylight saving). */
export function formatSingaporeTime(moment: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Singapore",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")}`;
}
