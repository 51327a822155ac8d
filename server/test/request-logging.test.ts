import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loggerOptions, REDACTED, redactUrl } from "../src/http/request-logging.ts";
import { createAccount, createMaid, createShareLinkFor } from "./support/factories.ts";
import { send, signInAs } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp({ PUBLIC_URL: "https://agency.example.sg" });

/** The app as production runs it, logging at info into memory. */
async function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return buildApp({
    config: t.config,
    database: t.database,
    imageStorage: t.storage,
    logger: loggerOptions("info", stream),
  });
}

describe("request logs", () => {
  it("carry no share-link, reset or session token, but still the route and status", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const shareToken = await createShareLinkFor(t.database.db, [await createMaid(t.database.db)]);
    const account = await createAccount(t.database.db);
    const session = await signInAs(app, account.email, account.password);
    await send(app, "POST", "/api/auth/forgot-password", { body: { email: account.email } });
    const mail = await t.smtp.waitForMail(account.email, "Reset your password");
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? "").searchParams.get(
      "token",
    );
    expect(resetToken).toBeTruthy();

    const requests = [
      app.inject({ url: `/api/user/recommended/${shareToken}` }),
      app.inject({ url: `/api/user/recommended/${shareToken}`, headers: { cookie: session } }),
      app.inject({ url: `/Recommend?token=${shareToken}` }),
      app.inject({ url: `/reset-password?token=${resetToken}` }),
      app.inject({ url: `/api/unknown/${shareToken}?token=${resetToken}` }),
      send(app, "POST", "/api/auth/reset-password", {
        body: { token: resetToken, newPassword: "Harbour8view" },
      }),
    ];
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    expect(statuses).toEqual([200, 200, 404, 404, 404, 200]);
    await app.close();

    const log = lines.join("");
    expect(log).toContain(`"url":"/api/user/recommended/${REDACTED}"`);
    expect(log).toContain(`"url":"/reset-password?${REDACTED}"`);
    expect(log).toContain('"statusCode":200');
    for (const secret of [shareToken, resetToken ?? "", session.split("=")[1] ?? ""]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(log).not.toContain(secret);
    }
  });
});

describe("redactUrl", () => {
  it.each([
    ["/api/catalogue/maids?page=2&limit=20", `/api/catalogue/maids?${REDACTED}`],
    [
      "/api/user/recommended/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde",
      `/api/user/recommended/${REDACTED}`,
    ],
    ["/api/catalogue/maids/12", "/api/catalogue/maids/12"],
    ["/assets/index-B2x9kQ.js", "/assets/index-B2x9kQ.js"],
    ["/", "/"],
  ])("logs %s as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
