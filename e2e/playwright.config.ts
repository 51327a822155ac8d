import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMINS, PARALLEL_WORKERS } from "./tests/e2e-admins.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// The tests read the mailbox too (tests/mailbox.ts), so they get the port through the environment.
process.env.MAILBOX_PORT ??= String(PORT + 1);

/** Debian's Chromium; never a downloaded browser. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "./tests",
  forbidOnly: true,
  retries: 0,
  // start-server.mjs makes an administrator per project and worker (tests/e2e-admins.ts).
  workers: PARALLEL_WORKERS,
  // Journeys such as the password reset compute four or five scrypt hashes. At the production
  // cost, on a two-core runner where two Chromiums and the server share the cores, that journey
  // took 14 s with one worker and 23-31 s with two: 30 s failed CI on it. The server here hashes
  // at a low cost (start-server.mjs), and the minute stays for a busy machine. A hang still fails.
  timeout: 60_000,
  // Sign-up and sign-in each compute a scrypt hash; on a two-core runner with two workers one
  // such step can take a few seconds, which Playwright's default 5 s does not cover.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL, launchOptions, trace: "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: "node e2e/start-server.mjs",
    cwd: "..",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      MAILBOX_PORT: process.env.MAILBOX_PORT,
      E2E_ADMINS: JSON.stringify(E2E_ADMINS),
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
