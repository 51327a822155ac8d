import { describe, expect, it } from "vitest";
import type { App } from "../src/app.ts";
import { createAccount, createHelper } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

/**
 * One app serves every test of a file (test/support/test-app.ts): between tests the database
 * is emptied and the app forgets what it keeps in memory (`resetKeptState`). Each test here
 * leaves state behind for the next one, which must not see it; they run in order.
 */
const TOKEN = "test-metrics-token-0123456789abcdef";
const t = useTestApp({ METRICS_TOKEN: TOKEN });

const LIST = "/api/catalogue/maids?page=1&limit=20";

const catalogueNames = async () =>
  (await t.app.inject({ url: LIST })).json().maids.map((maid: { name: string }) => maid.name);

async function cacheCounts() {
  const text = (
    await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })
  ).body;
  const count = (result: string) =>
    Number(
      text
        .split("\n")
        .find((line) =>
          line.startsWith(`agency_catalogue_cache_requests_total{result="${result}"}`),
        )
        ?.split(" ")[1],
    );
  return { hit: count("hit"), miss: count("miss") };
}

describe("one app for the file, reset between tests", () => {
  let firstApp: App | undefined;
  let leftEmail = "";

  it("fills the catalogue's answer cache and the metrics, and leaves a mail being sent", async () => {
    firstApp = t.app;
    await createHelper(t.database.db, { name: "Kept Before The Reset" });
    expect(await catalogueNames()).toEqual(["Kept Before The Reset"]);
    expect(await catalogueNames()).toEqual(["Kept Before The Reset"]);
    expect(await cacheCounts()).toEqual({ hit: 1, miss: 1 });
    // A reset mail goes in the background, after the answer; this test does not wait for it.
    const account = await createAccount(t.database.db);
    leftEmail = account.email;
    const answer = await send(t.app, "POST", "/api/auth/forgot-password", {
      body: { email: account.email },
    });
    expect(answer.statusCode).toBe(200);
  });

  it("is the same app, with none of the last test's data, counts or mail", async () => {
    expect(t.app).toBe(firstApp);
    // The last test's mail was sent before the inbox was emptied, not into this test's.
    await t.app.backgroundWorkSettled();
    expect(t.smtp.inbox.filter((mail) => mail.to.includes(leftEmail))).toEqual([]);
    expect(await cacheCounts()).toEqual({ hit: 0, miss: 0 });
    expect(await catalogueNames()).toEqual([]);
    await createHelper(t.database.db, { name: "Added After The Reset" });
    expect(await catalogueNames()).toEqual(["Added After The Reset"]);
    expect(await cacheCounts()).toEqual({ hit: 0, miss: 2 });
  });

  it("gives a new app to the test after one that closed it", async () => {
    await t.app.close();
    firstApp = t.app;
  });

  it("is a new app, working", async () => {
    expect(t.app).not.toBe(firstApp);
    expect(await catalogueNames()).toEqual([]);
  });
});
