import type { CatalogueFilters } from "@maids/contract/catalogue-filters.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Memo } from "../src/catalogue/answer-cache.ts";
import { ANCHOR_SPAN, readCataloguePage } from "../src/catalogue/catalogue-pages.ts";
import { maids } from "../src/db/schema.ts";
import { createHelper, supplierIdFor } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

/** Deep catalogue pages start from a kept id, not a long OFFSET (ADR 0025). */
const t = useTestApp();

const LIST = "/api/catalogue/maids";

/** A memo that keeps everything, and the keys it was asked for. */
function keepingMemo() {
  const kept = new Map<string, unknown>();
  const memo: Memo = async (key, compute) => {
    if (!kept.has(key)) kept.set(key, await compute());
    return kept.get(key) as never;
  };
  return { memo, kept };
}

const idsOf = (rows: { maid: { id: number } }[]) => rows.map(({ maid }) => maid.id);

describe("catalogue pages from kept anchors", () => {
  it("gives every page the helpers a plain OFFSET would, across anchors, filtered or not", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) {
      ids.push(
        await createHelper(t.database.db, {
          isActive: i % 7 !== 3,
          country: i % 3 === 0 ? "Indonesia" : "Myanmar",
        }),
      );
    }
    const active = (country?: string) =>
      ids
        .filter(
          (_, i) =>
            i % 7 !== 3 && (!country || (i % 3 === 0 ? "Indonesia" : "Myanmar") === country),
        )
        .reverse();

    const cases: [CatalogueFilters, number[]][] = [
      [{}, active()],
      [{ country: ["Myanmar"] }, active("Myanmar")],
    ];
    for (const [filters, expected] of cases) {
      const { memo, kept } = keepingMemo();
      const seen: number[] = [];
      for (let offset = 0; offset < expected.length + 6; offset += 3) {
        const page = await readCataloguePage(t.database.db, filters, { offset, limit: 3 }, memo, 5);
        expect(page.total).toBe(expected.length);
        expect(idsOf(page.rows)).toEqual(expected.slice(offset, offset + 3));
        seen.push(...idsOf(page.rows));
      }
      expect(seen).toEqual(expected);
      // One anchor per stretch of 5 that a page started in, found once.
      const anchors = [...kept.keys()].filter((key) => key.startsWith("anchor "));
      expect(anchors.length).toBeGreaterThanOrEqual(Math.floor(expected.length / 5));
    }
  });

  it(`serves pages past ${ANCHOR_SPAN} helpers exactly, and moves them at once when the catalogue changes`, async () => {
    const supplierId = await supplierIdFor(t.database.db, "ID-2");
    const helpers = ANCHOR_SPAN + 45;
    await t.database.db.execute(sql`
      insert into maids (name, country, date_of_birth, height_cm, weight_kg, salary, supplier_id,
                         marital_status, religion)
      select 'Helper ' || g, 'Myanmar', '1995-01-01', 155, 50, 600, ${supplierId}, 'Single', 'Buddhist'
      from generate_series(1, ${helpers}) g`);
    const all = (await t.database.db.select({ id: maids.id }).from(maids))
      .map(({ id }) => id)
      .sort((a, b) => b - a);
    const pageIds = async (query: string) => {
      const answer = (await t.app.inject({ url: `${LIST}?${query}` })).json();
      return { ids: answer.maids.map((maid: { id: number }) => maid.id), total: answer.total };
    };

    // Page 51 of 20 starts at the anchor; page 52 goes past it; page 53 is past the end.
    expect(await pageIds("page=51&limit=20")).toEqual({
      ids: all.slice(1000, 1020),
      total: helpers,
    });
    expect(await pageIds("page=52&limit=20")).toEqual({
      ids: all.slice(1020, 1040),
      total: helpers,
    });
    expect((await pageIds("page=53&limit=20")).ids).toEqual(all.slice(1040, 1060));
    expect((await pageIds("page=60&limit=20")).ids).toEqual([]);

    // The newest helper leaves the catalogue straight in the database: every deep page moves up.
    await t.database.db
      .update(maids)
      .set({ isActive: false })
      .where(eq(maids.id, all[0] as number));
    expect(await pageIds("page=51&limit=20")).toEqual({
      ids: all.slice(1001, 1021),
      total: helpers - 1,
    });
    expect((await pageIds("page=52&limit=20")).ids).toEqual(all.slice(1021, 1041));
  });
});
