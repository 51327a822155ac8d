import { createHash } from "node:crypto";
import forge from "node-forge";

/**
 * Checks a PDF's digital signature as a reader does: the digest the signature covers is the
 * SHA-256 of every byte but the signature itself (its /ByteRange), and the signature over the
 * signed attributes verifies with the certificate's public key.
 */
export function checkPdfSignature(pdf: Buffer): { valid: boolean; signer: string } {
  const text = pdf.toString("latin1");
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) return { valid: false, signer: "" };
  const [start, length, next, nextLength] = last.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const signed = Buffer.concat([
    pdf.subarray(start, start + length),
    pdf.subarray(next, next + nextLength),
  ]);
  // The signature fills the start of /Contents <…>, zeros pad the rest: cut it at its own length
  // (its last byte may itself be a zero).
  const contents = Buffer.from(
    pdf.subarray(start + length + 1, next - 1).toString("latin1"),
    "hex",
  );
  const asn1 = forge.asn1.fromDer(contents.subarray(0, derLength(contents)).toString("binary"));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]?.value as string) ===
      forge.pki.oids.messageDigest,
  );
  const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];
  const claimed = children(children(digestAttribute)[1])[0]?.value as string | undefined;
  const actual = createHash("sha256").update(signed).digest("binary");
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const digest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const certificate = message.certificates[0];
  if (!certificate) return { valid: false, signer: "" };
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  let verified = false;
  try {
    verified = publicKey.verify(digest.digest().getBytes(), message.rawCapture.signature);
  } catch {
    verified = false;
  }
  const signer = String(certificate.subject.getField("CN")?.value ?? "");
  return { valid: claimed === actual && verified, signer };
}

/** The length of the DER value at the start of `bytes`: its tag, its length and its content. */
function derLength(bytes: Buffer): number {
  const first = bytes[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const size = first & 0x7f;
  return 2 + size + bytes.subarray(2, 2 + size).reduce((total, byte) => total * 256 + byte, 0);
}
