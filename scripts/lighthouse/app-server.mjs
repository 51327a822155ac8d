// Our built server for the Lighthouse audit: started on a temporary data directory with demo
// data, the demo customer's session, and an active demo helper to open the profile of.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testSigningCertificate } from "../signing-certificate.mjs";

const READY_TIMEOUT_MS = 180_000;
/** The demo customer (server/src/demo/demo-accounts.ts). */
const DEMO_CUSTOMER = { email: "customer@example.com", password: "DemoCustomer2026" };

/** @param {string} root the repository */
export function assertBuilt(root) {
  const missing = ["server/dist/server.js", "web/dist/index.html"].filter(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing.length > 0) {
    throw new Error(`Missing ${missing.join(" and ")}: run \`npm run build\` first.`);
  }
}

/** @param {string} baseUrl */
export async function assertPortFree(baseUrl) {
  try {
    await fetch(`${baseUrl}/readyz`);
  } catch {
    return;
  }
  throw new Error(`${baseUrl} is in use; stop what runs there or pick another port.`);
}

/**
 * Starts `server/dist/server.js` with demo data on a fresh data directory and waits for /readyz.
 * @param {string} root the repository
 * @param {string} baseUrl e.g. http://127.0.0.1:3300
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startAppServer(root, baseUrl) {
  await assertPortFree(baseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
  const child = spawn(process.execPath, ["server/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_URL: baseUrl,
      BACKUP_KEY: randomBytes(32).toString("base64"),
      IDENTITY_KEYS: `test:${randomBytes(32).toString("base64")}`,
      ...testSigningCertificate(dataDir),
      ALLOW_DEMO_DATA_IN_PRODUCTION: "true",
      HOST: "127.0.0.1",
      PORT: new URL(baseUrl).port,
      DATA_DIR: dataDir,
      DEMO_DATA: "on",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * @param {import("node:child_process").ChildProcess} child
 * @param {string} baseUrl
 */
async function waitUntilReady(child, baseUrl) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (code ${child.exitCode}).`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s.`);
}

/**
 * Signs the demo customer in as the site's own page would (an `Origin` of the site) and
 * returns the `Cookie` header that carries the session; checks that it is signed in.
 * @param {string} baseUrl
 * @returns {Promise<string>}
 */
export async function signInDemoCustomer(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!response.ok) throw new Error(`Signing the demo customer in answered ${response.status}.`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  const body = /** @type {{ user: unknown }} */ (await session.json());
  if (!body.user) throw new Error("The session cookie from signing in does not sign in.");
  return cookie;
}

/**
 * The id of an active demo helper with a photo (the public catalogue lists active ones only),
 * so the profile page has a photo: blurred when anonymous, clear when signed in.
 * @param {string} baseUrl
 * @returns {Promise<number>}
 */
export async function pickHelperId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/catalogue/maids?page=1&limit=50`);
  if (!response.ok) throw new Error(`The catalogue answered ${response.status}.`);
  const { maids } = /** @type {{ maids: { id: number, imageUrl: string }[] }} */ (
    await response.json()
  );
  const helper = maids.find((maid) => maid.imageUrl !== "") ?? maids[0];
  if (!helper) throw new Error("The demo catalogue is empty.");
  return helper.id;
}
