import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import { IMAGE_MAX_BYTES } from "@maids/contract/limits.ts";
import { type Zippable, zipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import yauzl from "yauzl";
import {
  ArchiveRefusedError,
  openPhotoArchive,
  type PhotoArchive,
  PhotoTooLargeError,
  readAtMost,
} from "../src/helper-intake/photo-archive.ts";

let dir: string;
let written = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photo-archive-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const opened: PhotoArchive[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((archive) => archive.close()));
  vi.restoreAllMocks();
});

async function file(bytes: Uint8Array): Promise<string> {
  written += 1;
  const path = join(dir, `${written}.zip`);
  await writeFile(path, bytes);
  return path;
}

async function open(bytes: Uint8Array): Promise<PhotoArchive> {
  const archive = await openPhotoArchive(await file(bytes));
  opened.push(archive);
  return archive;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await open(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveRefusedError);
  return (error as Error).message;
}

/** Each central directory record of a zip without comment, with its local header's offset. */
function* directory(zip: Uint8Array): Generator<{ record: number; local: number; name: string }> {
  const view = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = view.length - 22;
  expect(view.readUInt32LE(end)).toBe(0x06054b50);
  let record = view.readUInt32LE(end + 16);
  for (let index = 0; index < view.readUInt16LE(end + 10); index++) {
    const nameLength = view.readUInt16LE(record + 28);
    const name = view.toString("utf8", record + 46, record + 46 + nameLength);
    yield { record, local: view.readUInt32LE(record + 42), name };
    record += 46 + nameLength + view.readUInt16LE(record + 30) + view.readUInt16LE(record + 32);
  }
}

/** The zip with the named entry's declared uncompressed size changed, in both its headers. */
function declare(zip: Uint8Array, name: string, size: number): Uint8Array {
  const patched = Buffer.from(zip);
  for (const entry of directory(patched)) {
    if (entry.name !== name) continue;
    patched.writeUInt32LE(size, entry.record + 24);
    patched.writeUInt32LE(size, entry.local + 22);
  }
  return patched;
}

const ana = randomBytes(3_000);
const bea = randomBytes(70_000);

describe("openPhotoArchive", () => {
  it("finds photos by full path or unique base name, in any case, ignoring what is no photo", async () => {
    const archive = await open(
      zipSync({
        "Photos/Ana Santos.JPG": ana,
        "photos/bea.png": bea,
        "a/same.jpg": ana,
        "b/same.jpg": bea,
        "José.jpg": ana,
        "__MACOSX/photos/._bea.png": new Uint8Array(10),
        "__MACOSX/photos/cara.jpg": new Uint8Array(10),
        "photos/.DS_Store": new Uint8Array(10),
        "empty/": {},
      } satisfies Zippable),
    );
    expect(archive.find("photos/ana santos.jpg")).toEqual({
      name: "Photos/Ana Santos.JPG",
      uncompressedSize: ana.length,
    });
    expect(archive.find("ANA SANTOS.jpg")?.name).toBe("Photos/Ana Santos.JPG");
    expect(archive.find(" Bea.PNG ")?.name).toBe("photos/bea.png");
    expect(archive.find("same.jpg")).toBeUndefined();
    expect(archive.find("B/Same.jpg")?.name).toBe("b/same.jpg");
    // macOS writes accents decomposed; a spreadsheet cell holds them composed.
    expect(archive.find("Jose\u0301.jpg")?.name).toBe("José.jpg");
    expect(archive.find("other/bea.png")).toBeUndefined();
    expect(archive.find("cara.jpg")).toBeUndefined();
    expect(archive.find("._bea.png")).toBeUndefined();
    expect(archive.find(".DS_Store")).toBeUndefined();
    expect(archive.find("empty")).toBeUndefined();
  });

  it("reads photos, many at once", async () => {
    const archive = await open(zipSync({ "ana.jpg": ana, "photos/bea.png": [bea, { level: 0 }] }));
    const anaEntry = archive.find("ana.jpg");
    const beaEntry = archive.find("bea.png");
    if (!anaEntry || !beaEntry) throw new Error("not found");
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) => archive.read(index % 2 ? anaEntry : beaEntry)),
    );
    reads.forEach((bytes, index) => {
      expect(bytes.equals(index % 2 ? ana : bea)).toBe(true);
    });
  });

  it.each(["../x.jpg", "a/../../x.jpg", "/etc/x.jpg", "C:\\x.jpg", "a\\..\\..\\x.jpg"])(
    "refuses an entry named %s, naming it",
    async (name) => {
      const message = await refusal(zipSync({ "ok.jpg": ana, [name]: ana }));
      expect(message).toBe(HELPER_IMPORT_MESSAGES.archiveUnsafeName(name.replace(/\\/g, "/")));
    },
  );

  it("refuses more than 10,000 photos, but not their directories and macOS copies", async () => {
    const photos: Zippable = {};
    for (let index = 0; index < 10_000; index++) {
      photos[`photos/${index}.jpg`] = new Uint8Array(1);
      photos[`__MACOSX/photos/._${index}.jpg`] = new Uint8Array(1);
    }
    const archive = await open(zipSync({ ...photos, "photos/": {} }, { level: 0 }));
    expect(archive.find("9999.jpg")?.name).toBe("photos/9999.jpg");
    photos["one-more.jpg"] = new Uint8Array(1);
    expect(await refusal(zipSync(photos, { level: 0 }))).toBe(
      HELPER_IMPORT_MESSAGES.archiveTooManyEntries,
    );
  });

  it("refuses a central directory of more than 30,000 entries without reading it", async () => {
    const directories: Zippable = {};
    for (let index = 0; index <= 30_000; index++) directories[`${index}/`] = {};
    const readEntry = vi.spyOn(yauzl.ZipFile.prototype, "readEntry");
    expect(await refusal(zipSync(directories))).toBe(HELPER_IMPORT_MESSAGES.archiveTooManyEntries);
    expect(readEntry).not.toHaveBeenCalled();
  });

  it("refuses a zip declaring more than 4 GB in all", async () => {
    const zip = zipSync({ "a.jpg": ana, "b.jpg": bea, "c.jpg": ana });
    expect(await open(declare(zip, "a.jpg", 2 ** 31))).toBeDefined();
    const bomb = declare(declare(zip, "a.jpg", 2 ** 31), "b.jpg", 2 ** 31 + 1);
    expect(await refusal(bomb)).toBe(HELPER_IMPORT_MESSAGES.archiveUnpacksTooLarge);
  });

  it("refuses encrypted photos as unreadable", async () => {
    const zip = Buffer.from(zipSync({ "a.jpg": ana }));
    for (const entry of directory(zip)) {
      zip.writeUInt16LE(zip.readUInt16LE(entry.record + 8) | 1, entry.record + 8);
      zip.writeUInt16LE(zip.readUInt16LE(entry.local + 6) | 1, entry.local + 6);
    }
    expect(await refusal(zip)).toBe(HELPER_IMPORT_MESSAGES.archiveUnreadable);
  });

  it.each([
    ["text", Buffer.from("supplier,name\nS,Ana\n")],
    ["a truncated zip", zipSync({ "a.jpg": ana }).subarray(0, 1_000)],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s as no zip", async (_, bytes) => {
    expect(await refusal(bytes)).toBe(HELPER_IMPORT_MESSAGES.notAZip);
  });
});

describe("PhotoArchive.read", () => {
  /** Counts the bytes yauzl hands the archive's reads. */
  function countInflated(): { bytes: number } {
    const counted = { bytes: 0 };
    const original = yauzl.ZipFile.prototype.openReadStream;
    vi.spyOn(yauzl.ZipFile.prototype, "openReadStream").mockImplementation(function (
      this: yauzl.ZipFile,
      ...args: unknown[]
    ) {
      const callback = args.at(-1) as (error: Error | null, stream?: Readable) => void;
      const wrapped = (error: Error | null, stream?: Readable) => {
        stream?.on("data", (chunk: Buffer) => {
          counted.bytes += chunk.length;
        });
        callback(error, stream);
      };
      return (original as (...a: unknown[]) => void).apply(this, [...args.slice(0, -1), wrapped]);
    });
    return counted;
  }

  it("refuses a photo declared over 5 MB without reading it", async () => {
    const counted = countInflated();
    const archive = await open(zipSync({ "big.jpg": new Uint8Array(IMAGE_MAX_BYTES + 1) }));
    const entry = archive.find("big.jpg");
    if (!entry) throw new Error("not found");
    await expect(archive.read(entry)).rejects.toBeInstanceOf(PhotoTooLargeError);
    expect(counted.bytes).toBe(0);
  });

  it("reads a photo of exactly 5 MB", async () => {
    const archive = await open(zipSync({ "max.jpg": new Uint8Array(IMAGE_MAX_BYTES) }));
    const entry = archive.find("max.jpg");
    if (!entry) throw new Error("not found");
    expect((await archive.read(entry)).length).toBe(IMAGE_MAX_BYTES);
  });

  it.each([
    ["a small size", 1_000],
    ["exactly 5 MB", IMAGE_MAX_BYTES],
  ])("stops a photo declaring %s that inflates to 64 MB", async (_, declared) => {
    const zip = zipSync({ "bomb.jpg": new Uint8Array(64 * 1024 * 1024) });
    const archive = await open(declare(zip, "bomb.jpg", declared));
    const entry = archive.find("bomb.jpg");
    if (!entry) throw new Error("not found");
    const counted = countInflated();
    const error = await archive.read(entry).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(
      error instanceof PhotoTooLargeError ||
        (error instanceof ArchiveRefusedError &&
          error.message === HELPER_IMPORT_MESSAGES.archiveUnreadable),
    ).toBe(true);
    expect(counted.bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES + 64 * 1024);
  });

  it("stops counting a stream one chunk past the limit, whatever was declared", async () => {
    let pulled = 0;
    const chunk = 16 * 1024;
    const endless = new Readable({
      read() {
        pulled += chunk;
        this.push(Buffer.alloc(chunk));
      },
    });
    await expect(readAtMost(endless, IMAGE_MAX_BYTES, "endless.jpg")).rejects.toBeInstanceOf(
      PhotoTooLargeError,
    );
    expect(endless.destroyed).toBe(true);
    // What the stream buffered ahead (its high-water mark) is all it pulled past the limit.
    expect(pulled).toBeLessThanOrEqual(IMAGE_MAX_BYTES + chunk + endless.readableHighWaterMark);
    expect(await readAtMost(Readable.from([Buffer.alloc(10)]), 10, "ten.jpg")).toHaveLength(10);
  });
});
