// A throwaway signing certificate for a production start in a test (production requires
// SIGNING_CERTIFICATE_FILE): made by the project's own command, kept in the run's folder.

import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./node-lts.mjs";

/**
 * Writes a self-signed PKCS#12 into `dir` and answers the environment that names it.
 * @param {string} dir
 */
export function testSigningCertificate(dir) {
  const file = path.join(dir, "signing-certificate.p12");
  execFileSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "server", "src", "cli", "make-signing-certificate.ts"), file, "Test agency"],
    { cwd: ROOT, stdio: "ignore", env: { ...process.env, SIGNING_CERTIFICATE_PASSWORD: "" } },
  );
  return { SIGNING_CERTIFICATE_FILE: file, SIGNING_CERTIFICATE_PASSWORD: "" };
}
