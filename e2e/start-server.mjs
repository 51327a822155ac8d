// Starts the built app for end-to-end tests on a fresh embedded database with
// demo data, with a real SMTP server beside it; tests read the received mails
// from http://127.0.0.1:<MAILBOX_PORT>/mails.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

const dataDir = fileURLToPath(new URL("./.data", import.meta.url));
const mailboxPort = Number(process.env.MAILBOX_PORT ?? 3101);
rmSync(dataDir, { recursive: true, force: true });

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
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
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));

const mailbox = createServer((_request, response) => {
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(mails));
});
await new Promise((resolve) => mailbox.listen(mailboxPort, "127.0.0.1", resolve));

const server = spawn("node", ["server/dist/server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_DATA: "on",
    // The whole suite signs in from one address, far more often than one family would.
    RATE_LIMIT_MULTIPLIER: "20",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  smtp.close();
  mailbox.close();
  process.exit(code ?? 0);
});
