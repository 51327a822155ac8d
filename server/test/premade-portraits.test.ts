import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoHelpers } from "../src/demo/demo-helpers.ts";
import { loadDemoData } from "../src/demo/load-demo-data.ts";
import { portraitSvg } from "../src/demo/portrait-svg.ts";
import {
  makePremadePortraits,
  readPremadePortraits,
  svgHash,
} from "../src/demo/premade-portraits.ts";
import { IMAGE_SIZES, IMAGE_VARIANTS } from "../src/images/image-pipeline.ts";
import { demoIdentity, useTestApp } from "./support/test-app.ts";
import { selectRows } from "./support/test-database.ts";

const t = useTestApp();
const PIPELINE = "the photo pipeline's code";

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "maids-portraits-"));
  expect(await makePremadePortraits(folder, PIPELINE)).toBe(true);
}, 120_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("the demo portraits made by the build", () => {
  it("are every demo helper's portrait in every size, and are made again only when the pipeline changes", async () => {
    const premade = await readPremadePortraits(folder);
    const hashes = buildDemoHelpers().map((helper) => svgHash(portraitSvg(helper.portrait)));
    expect(premade.size).toBe(new Set(hashes).size);
    const files = premade.get(hashes[0] as string);
    expect([...(files?.keys() ?? [])].sort()).toEqual([...IMAGE_VARIANTS].sort());
    for (const [size, { width, height }] of Object.entries(IMAGE_SIZES)) {
      const bytes = files?.get(size as keyof typeof IMAGE_SIZES) as Buffer;
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width, height });
    }
    expect(files?.get("card-blurred")).toEqual(files?.get("detail-blurred"));

    expect(await makePremadePortraits(folder, PIPELINE)).toBe(false);
  });

  it("are loaded by the demo data in place of drawing each portrait", async () => {
    // A file no drawn portrait would give: found in the store only if the build's files were used.
    const marker = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: "#123456" },
    })
      .webp()
      .toBuffer();
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8"));
    for (const files of Object.values<Record<string, string>>(manifest.portraits)) {
      await writeFile(path.join(folder, files.detail as string), marker);
    }

    await loadDemoData(t.database.db, t.storage, {
      ...(await demoIdentity(t.config)),
      portraitsFolder: folder,
    });
    const keys = await selectRows<{ photo_key: string }>(
      t.database,
      sql`select photo_key from maids where photo_key is not null`,
    );
    expect(keys.length).toBe(buildDemoHelpers().length);
    for (const { photo_key } of keys) {
      expect(await t.storage.read(photo_key, "detail")).toEqual(marker);
      expect(await t.storage.read(photo_key, "card")).not.toBeNull();
    }
    // Each helper has a photo key of her own, even where two portraits are the same.
    expect(new Set(keys.map((row) => row.photo_key)).size).toBe(keys.length);
  });

  it("are not used when made by another sharp or when a file is missing", async () => {
    const manifestFile = path.join(folder, "manifest.json");
    const manifest = await readFile(manifestFile, "utf8");
    try {
      await writeFile(manifestFile, manifest.replace(/"sharp": "[^"]*"/, '"sharp": "0.1.0/8.0.0"'));
      expect((await readPremadePortraits(folder)).size).toBe(0);
      await writeFile(manifestFile, manifest);
      await rm(path.join(folder, "3-card.webp"));
      expect((await readPremadePortraits(folder)).size).toBe(0);
    } finally {
      await writeFile(manifestFile, manifest);
    }
  });
});
