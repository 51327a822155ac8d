import { PAPER_SCAN_MAX_BYTES, SIGNING_MESSAGES } from "@maids/contract/document-pack.ts";
import sharp from "sharp";
import { InvalidError, onField } from "../domain-errors.ts";
import { collectPdf } from "../pdf/pdf-basics.ts";

const refused = () =>
  new InvalidError(SIGNING_MESSAGES.paperFile, onField("file", SIGNING_MESSAGES.paperFile));

/** A PDF by its content: its header first, its end-of-file marker in its last kilobyte. */
function isPdf(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 5).toString("latin1") === "%PDF-" &&
    bytes.subarray(-1024).toString("latin1").includes("%%EOF")
  );
}

/**
 * The scan of a document signed on paper, as a PDF: a PDF kept as it came, a photo or scan
 * (JPEG or PNG, read by its content) placed on an A4 page. Anything else is refused.
 */
export async function paperCopyAsPdf(scan: Buffer): Promise<Buffer> {
  if (scan.length === 0 || scan.length > PAPER_SCAN_MAX_BYTES) throw refused();
  if (isPdf(scan)) return scan;
  const metadata = await sharp(scan)
    .metadata()
    .catch(() => null);
  if (metadata?.format !== "jpeg" && metadata?.format !== "png") throw refused();
  // Upright as photographed, and no larger than a page needs.
  const image = await sharp(scan)
    .rotate()
    .resize({ width: 2000, height: 2800, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 24 });
  const done = collectPdf(doc);
  doc.image(image, 24, 24, {
    fit: [doc.page.width - 48, doc.page.height - 48],
    align: "center",
    valign: "center",
  });
  doc.end();
  return done;
}
