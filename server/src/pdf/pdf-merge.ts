import { PDFDocument } from "@pdfme/pdf-lib";

/**
 * One PDF of several, their pages in order (a case's pack for the permit and insurance
 * submissions). Each part's own digital signature does not carry over: the sealed copies stay
 * the record; this is the bundle to hand in.
 */
export async function mergePdfs(parts: Buffer[], title: string): Promise<Buffer> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await merged.copyPages(source, source.getPageIndices())) {
      merged.addPage(page);
    }
  }
  return Buffer.from(await merged.save());
}
