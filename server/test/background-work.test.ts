import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { Mailer } from "../src/mail/mailer.ts";
import { createAccount } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** A mail server that takes its time: each mail waits until the test lets it through. */
function slowMailer() {
  const sent: string[] = [];
  let letThrough: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  const mailer: Mailer = {
    async send(mail) {
      await gate;
      sent.push(mail.to);
    },
  };
  return { mailer, sent, letThrough };
}

describe("work after the answer", () => {
  it("answers a reset request at once, and closing the app waits for its mail", async () => {
    const { mailer, sent, letThrough } = slowMailer();
    const app = await buildApp({
      config: t.config,
      database: t.database,
      imageStorage: t.storage,
      mailer,
    });
    const account = await createAccount(t.database.db);

    const response = await send(app, "POST", "/api/auth/forgot-password", {
      body: { email: account.email },
    });
    expect(response.statusCode).toBe(200);
    expect(sent).toEqual([]);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);

    letThrough();
    await closing;
    expect(sent).toEqual([account.email]);
  });
});
