import type { FastifyReply } from "fastify";

/** A PDF as an attachment, never cached: documents carry personal data. */
export function sendPdf(reply: FastifyReply, pdf: { bytes: Buffer; fileName: string }) {
  return reply
    .type("application/pdf")
    .header("Content-Disposition", `attachment; filename="${pdf.fileName}"`)
    .header("Cache-Control", "private, no-store")
    .send(pdf.bytes);
}
