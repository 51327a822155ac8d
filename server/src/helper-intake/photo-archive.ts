import type { Readable } from "node:stream";
import { HELPER_IMPORT_LIMITS, HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import { IMAGE_MAX_BYTES } from "@maids/contract/limits.ts";
import yauzl from "yauzl";

/**
 * The .zip of photos of a bulk import: its central directory is read once when it is opened
 * (and the archive refused if it is unsafe or too large); each photo is then read into memory
 * when a row names it, never written to disk.
 */

/** The .zip cannot be used; the message is one of HELPER_IMPORT_MESSAGES. */
export class ArchiveRefusedError extends Error {}

/** The photo unpacks to more than IMAGE_MAX_BYTES. */
export class PhotoTooLargeError extends Error {}

export interface PhotoEntry {
  name: string;
  uncompressedSize: number;
}

export interface PhotoArchive {
  /** The entry a photo cell names: its full path in the zip, or its base name when that is unique; any case. */
  find(name: string): PhotoEntry | undefined;
  /** Whether `name` is the base name of several entries, so that `find` cannot choose. */
  isAmbiguous(name: string): boolean;
  /** The entry's bytes; PhotoTooLargeError past IMAGE_MAX_BYTES (contract/src/limits.ts) even when the header lies. Safe to call concurrently. */
  read(entry: PhotoEntry): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Entries of any kind (directories and macOS's `__MACOSX/` copies included) the central
 * directory may list before it is refused without being read: a Mac's zip of 10,000 photos
 * holds about twice as many.
 */
const MAX_LISTED_ENTRIES = 3 * HELPER_IMPORT_LIMITS.archiveEntries;

function refuse(message: string): never {
  throw new ArchiveRefusedError(message);
}

/** The messages yauzl gives an entry whose name points outside the archive, naming it. */
const UNSAFE_NAME =
  /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/s;

function isUnsafe(name: string): boolean {
  return /^[a-zA-Z]:/.test(name) || /^[/\\]/.test(name) || name.split(/[/\\]/).includes("..");
}

/** Directories, macOS's resource forks and hidden files are no photos. */
function isIgnored(name: string): boolean {
  const segments = name.split("/");
  return (
    name.endsWith("/") ||
    segments[0] === "__MACOSX" ||
    segments.some((segment) => segment.startsWith("."))
  );
}

/** How names are compared: any case, composed accents (macOS writes them decomposed). */
const comparable = (name: string) => name.normalize("NFC").toLowerCase();
const baseName = (name: string) => name.slice(name.lastIndexOf("/") + 1);

function openZip(filePath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      filePath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  let unpacked = 0;
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      try {
        if (isUnsafe(entry.fileName))
          refuse(HELPER_IMPORT_MESSAGES.archiveUnsafeName(entry.fileName));
        if (!isIgnored(entry.fileName)) {
          if (entry.isEncrypted()) refuse(HELPER_IMPORT_MESSAGES.archiveUnreadable);
          entries.push(entry);
          if (entries.length > HELPER_IMPORT_LIMITS.archiveEntries)
            refuse(HELPER_IMPORT_MESSAGES.archiveTooManyEntries);
          unpacked += entry.uncompressedSize;
          if (unpacked > HELPER_IMPORT_LIMITS.archiveUnpackedBytes)
            refuse(HELPER_IMPORT_MESSAGES.archiveUnpacksTooLarge);
        }
      } catch (error) {
        reject(error);
        return;
      }
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (error: Error) => {
      const unsafe = UNSAFE_NAME.exec(error.message);
      reject(
        new ArchiveRefusedError(
          unsafe
            ? HELPER_IMPORT_MESSAGES.archiveUnsafeName(unsafe[1] ?? "")
            : HELPER_IMPORT_MESSAGES.archiveUnreadable,
        ),
      );
    });
    zip.readEntry();
  });
}

export async function openPhotoArchive(filePath: string): Promise<PhotoArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(filePath);
  } catch {
    refuse(HELPER_IMPORT_MESSAGES.notAZip);
  }
  let entries: yauzl.Entry[];
  try {
    if (zip.entryCount > MAX_LISTED_ENTRIES) refuse(HELPER_IMPORT_MESSAGES.archiveTooManyEntries);
    entries = await readDirectory(zip);
  } catch (error) {
    zip.close();
    throw error;
  }

  const byPath = new Map<string, yauzl.Entry>();
  /** null: more than one entry has this base name. */
  const byBaseName = new Map<string, yauzl.Entry | null>();
  const ofPhoto = new Map<PhotoEntry, yauzl.Entry>();
  const photos = new Map<yauzl.Entry, PhotoEntry>();
  for (const entry of entries) {
    const path = comparable(entry.fileName);
    byPath.set(path, entry);
    const base = baseName(path);
    byBaseName.set(base, byBaseName.has(base) ? null : entry);
  }
  const photoOf = (entry: yauzl.Entry): PhotoEntry => {
    let photo = photos.get(entry);
    if (!photo) {
      photo = { name: entry.fileName, uncompressedSize: entry.uncompressedSize };
      photos.set(entry, photo);
      ofPhoto.set(photo, entry);
    }
    return photo;
  };

  /** A photo cell as the names it is compared with. */
  const cellKey = (name: string) => comparable(name.trim().replace(/\\/g, "/"));

  return {
    find(name) {
      const wanted = cellKey(name);
      const entry =
        byPath.get(wanted) ?? (wanted.includes("/") ? undefined : byBaseName.get(wanted));
      return entry ? photoOf(entry) : undefined;
    },
    isAmbiguous(name) {
      const wanted = cellKey(name);
      return !byPath.has(wanted) && byBaseName.get(wanted) === null;
    },
    async read(photo) {
      const entry = ofPhoto.get(photo);
      if (!entry) throw new Error(`${photo.name} is not an entry of this archive`);
      if (entry.uncompressedSize > IMAGE_MAX_BYTES) throw new PhotoTooLargeError(entry.fileName);
      let stream: Readable;
      try {
        stream = await new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
        );
      } catch {
        refuse(HELPER_IMPORT_MESSAGES.archiveUnreadable);
      }
      return readAtMost(stream, IMAGE_MAX_BYTES, entry.fileName);
    },
    async close() {
      zip.close();
    },
  };
}

/**
 * The stream's bytes, counted as they come: past `limit` it is destroyed and the read fails
 * with PhotoTooLargeError, whatever size the zip declared. Other errors of the stream (a
 * corrupt entry, or one inflating past its declared size) refuse the archive as unreadable.
 */
export function readAtMost(stream: Readable, limit: number, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(error);
    };
    stream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) fail(new PhotoTooLargeError(name));
      else chunks.push(chunk);
    });
    stream.on("error", () =>
      fail(new ArchiveRefusedError(HELPER_IMPORT_MESSAGES.archiveUnreadable)),
    );
    stream.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, bytes));
    });
  });
}
