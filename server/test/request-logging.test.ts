import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { errorForLog, loggerOptions, REDACTED, redactUrl } from "../src/http/request-logging.ts";
import { ADMIN_ONLY_SECRETS, CUSTOMER_SECRETS, plantedBiodata } from "./support/biodata.ts";
import {
  createAccount,
  createHelper,
  createShareLinkFor,
  signedInCookie,
} from "./support/factories.ts";
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
    const shareToken = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
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

describe("logged errors", () => {
  /** Runs `work` while the database refuses every new row of `table` (a check no row meets). */
  async function whileRefusingInserts(table: string, work: () => Promise<void>) {
    const db = t.database.db;
    await db.execute(
      sql.raw(`alter table ${table} add constraint refuse_new_rows check (false) not valid`),
    );
    try {
      await work();
    } finally {
      await db.execute(sql.raw(`alter table ${table} drop constraint refuse_new_rows`));
    }
  }

  it("name the failed query's constraint but carry no parameter: a failed sign-up", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const account = { name: "Tan Mei Ling", email: "mei.ling.tan@example.com" };
    await whileRefusingInserts("users", async () => {
      const response = await send(app, "POST", "/api/auth/signup", {
        body: { ...account, password: "Harbour8view" },
      });
      expect(response.statusCode).toBe(500);
    });
    await app.close();
    const log = lines.join("");
    for (const secret of [account.name, account.email, "scrypt$", "Harbour8view"]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('"constraint":"refuse_new_rows"');
    expect(log).toContain('"code":"23514"');
  });

  it("carry none of a helper's personal data when her record cannot be written", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    await whileRefusingInserts("maid_details", async () => {
      const response = await send(app, "POST", "/api/admin/maid", {
        cookie,
        body: {
          name: "Siti Rahayu",
          country: "Indonesia",
          DOB: "1992-04-03",
          Religion: "Muslim",
          biodata: plantedBiodata(),
        },
      });
      expect(response.statusCode).toBe(500);
    });
    await app.close();
    const log = lines.join("");
    const secrets = [
      ADMIN_ONLY_SECRETS.homeAddress,
      ADMIN_ONLY_SECRETS.homeContactNumber,
      CUSTOMER_SECRETS.otherIllnesses,
      CUSTOMER_SECRETS.allergies,
      "Siti Rahayu",
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('"constraint":"refuse_new_rows"');
  });
});

describe("errorForLog", () => {
  it("keeps a value PostgreSQL quotes in a data exception out of the message", () => {
    const refused = Object.assign(new Error('invalid input syntax for type date: "Siti 1992"'), {
      code: "22007",
      severity: "ERROR",
      detail: "Failing row contains (Siti Rahayu, 12 Jalan Mawar)",
    });
    const logged = errorForLog(
      new Error("Failed query: select 1\nparams: Siti", { cause: refused }),
    );
    expect(JSON.stringify(logged)).not.toContain("Siti");
    expect(logged).toMatchObject({
      message: `Failed query: select 1\nparams: ${REDACTED}`,
      cause: { code: "22007", message: `invalid input syntax for type date: ${REDACTED}` },
    });
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
