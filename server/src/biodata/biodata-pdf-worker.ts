/**
 * A worker thread of the biodata PDF pool (ADR 0026): renders a document it is sent and
 * answers the PDF's bytes. Its own entry point in the build (build.mjs).
 */
import { type BiodataDocument, renderBiodataPdf } from "./biodata-pdf.ts";
import { taskHandler } from "./worker-pool.ts";

export default taskHandler(async (document: BiodataDocument) => {
  // A Buffer crosses threads as a plain Uint8Array; pdfkit reads images from Buffers only.
  const photo =
    document.photo &&
    Buffer.from(document.photo.buffer, document.photo.byteOffset, document.photo.byteLength);
  return renderBiodataPdf({ ...document, photo });
});
