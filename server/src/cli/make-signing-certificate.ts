/**
 * A self-signed certificate for sealing signed documents (docs/operations.md#the-signing-certificate):
 *   npm run make-signing-certificate -- <file.p12> ["Agency name"]
 * writes a PKCS#12 file (password from SIGNING_CERTIFICATE_PASSWORD, empty if unset) to try the
 * sealing out or to run a staging server. A real agency uses a certificate from a certificate
 * authority, which a PDF reader trusts; a self-signed one only shows that nothing changed.
 */
import { writeFileSync } from "node:fs";
import { selfSignedCertificate } from "../pdf/signing-certificate.ts";

const [file, name = process.env.AGENCY_NAME ?? "Agency"] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run make-signing-certificate -- <file.p12> ["Agency name"]');
  process.exitCode = 1;
} else {
  const made = selfSignedCertificate(
    name,
    new Date(),
    process.env.SIGNING_CERTIFICATE_PASSWORD ?? "",
  );
  writeFileSync(file, made.p12, { mode: 0o600, flag: "wx" });
  console.log(`Wrote ${file}: a self-signed certificate for "${made.subject}".`);
}
