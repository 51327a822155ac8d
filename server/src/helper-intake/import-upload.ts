import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { HELPER_IMPORT_LIMITS, HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/error-handler.ts";
import { photoStoreUnavailable } from "../images/image-routes.ts";
import type { UploadedImport } from "./helper-import-service.ts";
import { capped, type ImportArchives, TooLargeError } from "./import-archives.ts";
import { ArchiveRefusedError, openPhotoArchive } from "./photo-archive.ts";
import { readHelperSheet } from "./sheet-reader.ts";
import { SheetRefusedError } from "./sheet-refused-error.ts";

/**
 * Reads an import's upload: the sheet (`sheet`, at most 10 MB) into memory, the .zip of
 * photos (`photos`, at most 2 GB) onto disk, then checks both files as a whole and keeps the
 * .zip in the photo store when that is shared by the app machines. A file refused here
 * answers 400 or 413 naming its field, a photo store out of reach 503; either leaves
 * nothing behind.
 */

const refused = (status: number, field: "sheet" | "photos", message: string) =>
  new HttpError(status, message, { errors: [{ field, message }] });

async function readSheetPart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > HELPER_IMPORT_LIMITS.sheetBytes) {
      part.file.resume();
      throw refused(413, "sheet", HELPER_IMPORT_MESSAGES.sheetTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function saveArchivePart(part: MultipartFile, archives: ImportArchives) {
  const { name, part: target } = await archives.newUpload();
  try {
    await pipeline(part.file, capped(HELPER_IMPORT_LIMITS.archiveBytes), createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof TooLargeError)
      throw refused(413, "photos", HELPER_IMPORT_MESSAGES.archiveTooLarge);
    throw error;
  }
  return { name, part: target, fileName: part.filename };
}

export async function readImportUpload(
  request: FastifyRequest,
  archives: ImportArchives,
): Promise<UploadedImport> {
  let sheetFile: { bytes: Buffer; fileName: string } | null = null;
  let archive: UploadedImport["archive"] = null;
  try {
    if (!request.isMultipart()) throw refused(400, "sheet", HELPER_IMPORT_MESSAGES.sheetRequired);
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname === "sheet" && part.filename) {
        sheetFile = { bytes: await readSheetPart(part), fileName: part.filename };
      } else if (part.fieldname === "photos" && part.filename && !archive) {
        archive = await saveArchivePart(part, archives);
      } else {
        part.file.resume();
      }
    }
    if (!sheetFile || sheetFile.bytes.byteLength === 0)
      throw refused(400, "sheet", HELPER_IMPORT_MESSAGES.sheetRequired);
    const sheet = await readSheet(sheetFile.bytes);
    if (archive) {
      await checkArchive(archive.part);
      await shareArchive(archives, archive, request);
    }
    return { sheet, fileName: sheetFile.fileName, archive };
  } catch (error) {
    if (archive) await rm(archive.part, { force: true });
    throw error;
  }
}

/** Keeps the checked .zip where every app machine can read it; 503 when the store is out of reach. */
async function shareArchive(
  archives: ImportArchives,
  { name, part }: { name: string; part: string },
  request: FastifyRequest,
) {
  try {
    await archives.share(name, part);
  } catch (error) {
    request.log.error({ err: error }, "import .zip not stored: photo store unavailable");
    throw photoStoreUnavailable(HELPER_IMPORT_MESSAGES.archiveNotStored);
  }
}

async function readSheet(bytes: Buffer) {
  try {
    return await readHelperSheet(bytes);
  } catch (error) {
    if (error instanceof SheetRefusedError) throw refused(error.status, "sheet", error.message);
    throw error;
  }
}

async function checkArchive(archivePath: string) {
  try {
    await (await openPhotoArchive(archivePath)).close();
  } catch (error) {
    if (error instanceof ArchiveRefusedError) throw refused(400, "photos", error.message);
    throw error;
  }
}
