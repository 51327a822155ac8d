import type { AdminHelperRecord } from "@maids/contract/helper.ts";
import type { HelperImport } from "@maids/contract/helper-imports.ts";
import { describe, expect, it } from "vitest";
import { loadDemoData } from "../src/demo/load-demo-data.ts";
import { signedInCookie } from "./support/factories.ts";
import { settledImport, uploadImport } from "./support/helper-imports.ts";
import { send } from "./support/requests.ts";
import { demoIdentity, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/**
 * Every helper's record, less its `version`: the version counts writes (the import writes
 * every row it updates, values unchanged or not), the round trip is about the values.
 */
async function everyRecord(cookie: string): Promise<Omit<AdminHelperRecord, "version">[]> {
  const list = await t.app.inject({ url: "/api/admin/maids", headers: { cookie } });
  const ids = (list.json() as { id: number }[]).map((helper) => helper.id);
  return Promise.all(
    ids.map(async (id) => {
      const response = await t.app.inject({ url: `/api/admin/maids/${id}`, headers: { cookie } });
      const { version: _writes, ...record } = response.json() as AdminHelperRecord;
      return record;
    }),
  );
}

async function exported(cookie: string, format: "csv" | "xlsx") {
  const response = await t.app.inject({
    url: `/api/admin/maids/export?format=${format}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function imported(cookie: string, content: Buffer, filename: string): Promise<HelperImport> {
  const response = await uploadImport(t.app, cookie, { content, filename });
  expect(response.statusCode, response.body).toBe(202);
  return settledImport(t.app, cookie, (response.json() as HelperImport).id);
}

describe("export, then import of the same file", () => {
  it.each(["csv", "xlsx"] as const)("changes nothing (.%s)", async (format) => {
    await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const before = await everyRecord(cookie);
    const file = await exported(cookie, format);

    const found = await imported(cookie, file, `helpers.${format}`);
    expect(found.preview?.problems).toEqual([]);
    expect(found.preview?.newSuppliers).toEqual([]);
    expect(found.preview?.duplicates).toHaveLength(before.length);
    const commit = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/commit`, {
      cookie,
      body: { duplicates: "update", newSuppliers: "refuse" },
    });
    expect(commit.statusCode, commit.body).toBe(202);
    const done = await settledImport(t.app, cookie, found.id);
    expect(done.result).toEqual({ created: 0, updated: before.length, skipped: 0 });

    expect(await everyRecord(cookie)).toEqual(before);
    // An .xlsx carries the time it was written; a .csv is the same, byte for byte.
    if (format === "csv") expect((await exported(cookie, format)).equals(file)).toBe(true);
  });
});
