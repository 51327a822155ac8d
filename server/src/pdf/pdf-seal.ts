import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import type { SigningCertificate } from "./signing-certificate.ts";

const signer = new SignPdf();

/**
 * The PDF with a digital signature over all of it (PKCS#7, detached, SHA-256) made with the
 * agency's certificate: a reader shows who sealed it, and that any later change broke the seal.
 */
export async function sealPdf(
  pdf: Buffer,
  certificate: SigningCertificate,
  details: { reason: string; location: string; contactInfo: string },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    name: certificate.subject,
    ...details,
  });
  return signer.sign(
    withPlaceholder,
    new P12Signer(certificate.p12, { passphrase: certificate.passphrase }),
  );
}
