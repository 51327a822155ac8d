import { generateKeyPairSync } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import forge from "node-forge";
import type { Config } from "../config.ts";

export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject, as a PDF reader shows who signed. */
  subject: string;
}

/** Outside production, without SIGNING_CERTIFICATE_FILE: a self-signed one kept beside the data. */
const DEV_CERTIFICATE_FILE = "signing-certificate.p12";

const CERT_BAG = forge.pki.oids.certBag ?? "1.2.840.113549.1.12.10.1.3";
const KEY_BAG = forge.pki.oids.keyBag ?? "1.2.840.113549.1.12.10.1.1";
const SHROUDED_KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag ?? "1.2.840.113549.1.12.10.1.2";

/** Reads the certificate from a PKCS#12's bytes; throws with what is wrong. */
function readSigningCertificate(p12: Buffer, passphrase: string): SigningCertificate {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary")));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const bagsOf = (type: string) => store.getBags({ bagType: type })[type] ?? [];
  const certificate = bagsOf(CERT_BAG)[0]?.cert;
  const key = bagsOf(SHROUDED_KEY_BAG)[0]?.key ?? bagsOf(KEY_BAG)[0]?.key;
  if (!certificate || !key) throw new Error("holds no certificate with its private key");
  const subject = certificate.subject.getField("CN")?.value ?? "";
  return { p12, passphrase, subject: String(subject) };
}

/** A self-signed certificate in the agency's name, for a developer's machine and the demo. */
export function selfSignedCertificate(
  agencyName: string,
  now = new Date(),
  passphrase = "",
): SigningCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  certificate.serialNumber = `01${Date.now().toString(16)}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const name = [
    { name: "commonName", value: `${agencyName} (self-signed, not for production)` },
    { name: "organizationName", value: agencyName },
    { name: "countryName", value: "SG" },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: "aes256" });
  const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
  return readSigningCertificate(p12, passphrase);
}

/**
 * The certificate signed documents are sealed with: SIGNING_CERTIFICATE_FILE (required in
 * production), else one made at first use and kept in `<DATA_DIR>/signing-certificate.p12`.
 */
async function openSigningCertificate(
  config: Pick<Config, "signingCertificate" | "dataDir" | "agency">,
): Promise<SigningCertificate> {
  if (config.signingCertificate) {
    const { file, password } = config.signingCertificate;
    try {
      return readSigningCertificate(await readFile(file), password);
    } catch (error) {
      throw new Error(
        `SIGNING_CERTIFICATE_FILE: ${file} cannot be used (${(error as Error).message}); ` +
          "check the file and SIGNING_CERTIFICATE_PASSWORD",
      );
    }
  }
  const file = path.join(config.dataDir, DEV_CERTIFICATE_FILE);
  const kept = await readFile(file).catch(() => null);
  if (kept) return readSigningCertificate(kept, "");
  const made = selfSignedCertificate(config.agency.name);
  await mkdir(config.dataDir, { recursive: true });
  // "wx": another process that made one first wins, and this one reads it.
  await writeFile(file, made.p12, { mode: 0o600, flag: "wx" }).catch(() => {});
  return readSigningCertificate(await readFile(file), "");
}

/**
 * How the app gets its certificate: a configured one is read now, so a wrong file or password
 * stops the server at its start; a developer's one is made or read at the first seal.
 */
export async function signingCertificateOf(
  config: Pick<Config, "signingCertificate" | "dataDir" | "agency">,
): Promise<() => Promise<SigningCertificate>> {
  if (config.signingCertificate) {
    const opened = await openSigningCertificate(config);
    return async () => opened;
  }
  let opening: Promise<SigningCertificate> | null = null;
  return () => {
    opening ??= openSigningCertificate(config);
    return opening;
  };
}
