import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A PDF's text, page by page, as a reader would select it (pdfjs). */
export async function pdfText(pdf: Buffer): Promise<{ pages: string[]; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join(""),
    );
  }
  await document.destroy();
  return { pages, text: pages.join("\n") };
}
