import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "../src/db/schema.ts";
import { createAccount } from "./support/factories.ts";
import { send, signInAs } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp({ PUBLIC_URL: "https://agency.example.sg" });

async function requestResetLink(email: string) {
  const response = await send(t.app, "POST", "/api/auth/forgot-password", {
    body: { email },
    headers: { host: "evil.example.com", origin: "http://evil.example.com" },
  });
  expect(response.statusCode).toBe(200);
  const mail = await t.smtp.waitForMail(email, "Reset your password");
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? "";
  return new URL(link);
}

const reset = (token: string, newPassword: string) =>
  send(t.app, "POST", "/api/auth/reset-password", { body: { token, newPassword } });

const signIn = (email: string, password: string) =>
  send(t.app, "POST", "/api/auth/login", { body: { email, password } });

const forgotFrom = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    remoteAddress,
    headers: { origin: SAME_ORIGIN, "content-type": "application/json" },
    payload: { email },
  });

async function resetMails(email: string) {
  await t.app.backgroundWorkSettled();
  return t.smtp.inbox.filter((mail) => mail.to.includes(email)).length;
}

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for a known and an unknown email, mailing only the account's owner", async () => {
    const account = await createAccount(t.database.db);
    const known = await send(t.app, "POST", "/api/auth/forgot-password", {
      body: { email: account.email },
    });
    const unknown = await send(t.app, "POST", "/api/auth/forgot-password", {
      body: { email: "nobody@example.com" },
    });
    const expected = { success: true, message: "Reset password link has been sent to your email" };
    expect(known.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
    await t.app.backgroundWorkSettled();
    expect(t.smtp.inbox.map((mail) => mail.to)).toEqual([[account.email]]);
  });

  it("builds the link from the configured public URL, never the Host header", async () => {
    const account = await createAccount(t.database.db);
    const link = await requestResetLink(account.email);
    expect(link.origin).toBe("https://agency.example.sg");
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token") ?? "";
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.database.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBeCloseTo(Date.now() + 3_600_000, -4);
  });

  it.each([[{}], [{ email: "not-an-email" }], [{ email: 12 }]])(
    "refuses %j with a 400",
    async (body) => {
      expect((await send(t.app, "POST", "/api/auth/forgot-password", { body })).statusCode).toBe(
        400,
      );
    },
  );

  it("answers every request alike, mails at most three links an hour for one address, and still mails the owner asking from elsewhere", async () => {
    const account = await createAccount(t.database.db);
    const stranger = [];
    for (let i = 0; i < 4; i++) {
      stranger.push((await forgotFrom(account.email, "198.51.100.9")).statusCode);
    }
    expect(stranger).toEqual([200, 200, 200, 200]);
    expect(await resetMails(account.email)).toBe(3);
    expect((await forgotFrom(account.email, "203.0.113.20")).statusCode).toBe(200);
    expect(await resetMails(account.email)).toBe(4);
  });

  it("keeps mailing the owner asking from a new address while strangers ask again and again from a few", async () => {
    const account = await createAccount(t.database.db);
    // 13 requests from 4 addresses: the account's repeats run out (10 an hour)...
    for (let i = 0; i < 13; i++) {
      expect((await forgotFrom(account.email, `198.51.100.${(i % 4) + 1}`)).statusCode).toBe(200);
    }
    const beforeOwner = await resetMails(account.email);
    expect(beforeOwner).toBeLessThan(13);
    // ...but not the owner's first request from her own address.
    expect((await forgotFrom(account.email, "203.0.113.77")).statusCode).toBe(200);
    expect(await resetMails(account.email)).toBe(beforeOwner + 1);
  });

  it("stops mailing an account at fifty first requests an hour, however many addresses ask", async () => {
    const account = await createAccount(t.database.db);
    for (let i = 0; i < 52; i++) {
      expect(
        (await forgotFrom(account.email, `10.9.${Math.floor(i / 200)}.${i + 1}`)).statusCode,
      ).toBe(200);
    }
    expect(await resetMails(account.email)).toBe(50);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, signs out every session, mails a notice, and the link works once", async () => {
    const account = await createAccount(t.database.db, { password: "Old-password1" });
    const session = await signInAs(t.app, account.email, "Old-password1");
    const token = (await requestResetLink(account.email)).searchParams.get("token") ?? "";

    const response = await reset(token, "New-password2");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Your password has been reset. Please sign in with your new password.",
    });
    expect(response.cookies).toEqual([]);
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: { cookie: session } })).statusCode,
    ).toBe(401);
    expect((await signIn(account.email, "Old-password1")).statusCode).toBe(401);
    expect((await signIn(account.email, "New-password2")).statusCode).toBe(200);
    await t.smtp.waitForMail(account.email, "Your password was changed");

    const again = await reset(token, "Third-password3");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "reset_link_invalid",
      message: "This password reset link is invalid or has expired.",
    });
  });

  it("refuses an expired link", async () => {
    const account = await createAccount(t.database.db);
    const token = (await requestResetLink(account.email)).searchParams.get("token") ?? "";
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const response = await reset(token, "New-password2");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("expired");
    expect(response.json().code).toBe("reset_link_invalid");
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const response = await reset("made-up-token", "New-password2");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("invalid");
    expect(response.json().code).toBe("reset_link_invalid");
  });

  it.each([
    ["short1A", "Password must be at least 8 characters long"],
    ["ALLUPPER123", "Password must contain at least one lowercase letter"],
    ["alllower123", "Password must contain at least one uppercase letter"],
    ["NoNumbersHere", "Password must contain at least one number"],
  ])("refuses the weak password %s, keeping the link usable", async (weak, message) => {
    const account = await createAccount(t.database.db);
    const token = (await requestResetLink(account.email)).searchParams.get("token") ?? "";
    const response = await reset(token, weak);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().errors).toContainEqual({ field: "newPassword", message });
    // Not the link's fault: the screen must keep its form.
    expect(response.json().code).toBe("invalid_input");
    expect((await reset(token, "Strong-enough9")).statusCode).toBe(200);
  });

  it("refuses missing fields and wrong types", async () => {
    for (const body of [{}, { token: "x" }, { token: 5, newPassword: "Strong-enough9" }]) {
      const response = await send(t.app, "POST", "/api/auth/reset-password", { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("invalid_input");
    }
  });
});
