// Starts the built app for end-to-end tests on a fresh embedded database with
// demo data, with a real SMTP server beside it; tests read the received mails
// from http://127.0.0.1:<MAILBOX_PORT>/mails.
//
// Before the server takes the database, `npm run create-admin` creates the
// administrators the tests use (E2E_ADMINS, from e2e/tests/e2e-admins.ts): there
// is no API for that, and the embedded database is single-process. Each test
// comes from an address of its own (X-Forwarded-For, hence TRUST_PROXY), so the
// rate limits apply to the suite exactly as they do in production.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

const dataDir = fileURLToPath(new URL("./.data", import.meta.url));
const mailboxPort = Number(process.env.MAILBOX_PORT ?? 3101);
rmSync(dataDir, { recursive: true, force: true });

// Password hashes at scrypt's lowest accepted cost, as the server suites use (ADR 0039): every test
// signs up or in, and at the production cost each hash takes half a second of a core.
const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  PASSWORD_HASH_COST: "10",
};

/**
 * One CLI run per administrator, one after the other (the database is single-process). Each is
 * an owner with an EA registration number of its own, so that it may own the cases it opens.
 * @param {import("./tests/e2e-admins.ts").Account} admin an administrator of E2E_ADMINS
 * @param {number} index its place in E2E_ADMINS
 */
async function createAdmin({ name, email, password }, index) {
  const eaNumber = `R26${String(index + 1).padStart(5, "0")}E`;
  const args = ["run", "--silent", "create-admin", "--", "--email", email, "--name", name];
  args.push("--ea-number", eaNumber);
  const cli = spawn("npm", args, {
    env: { ...baseEnv, ADMIN_PASSWORD: password },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [cli.stdout, cli.stderr]) stream.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => cli.on("close", resolve));
  if (code !== 0) throw new Error(`create-admin ${email} failed (exit ${code}):\n${output}`);
}
for (const [index, admin] of JSON.parse(process.env.E2E_ADMINS ?? "[]").entries()) {
  await createAdmin(admin, index);
}

/** @type {{ to: string[], raw: string }[]} */
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", () => resolve(undefined)));

const mailbox = createServer((_request, response) => {
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(mails));
});
await new Promise((resolve) => mailbox.listen(mailboxPort, "127.0.0.1", () => resolve(undefined)));

const server = spawn("node", ["server/dist/server.js"], {
  stdio: "inherit",
  env: {
    ...baseEnv,
    // The catalogue tests read the demo helpers; one test signs in with the README's demo accounts.
    DEMO_DATA: "on",
    TRUST_PROXY: "loopback",
    SMTP_URL: `smtp://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port}`,
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  smtp.close();
  mailbox.close();
  process.exit(code ?? 0);
});
