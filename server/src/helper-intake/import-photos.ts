import { availableParallelism } from "node:os";
import { HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import { eachLimited } from "../each-limited.ts";
import {
  InvalidImageError,
  isAcceptedPhoto,
  type ProcessedImage,
  processPhoto,
} from "../images/image-pipeline.ts";
import {
  ArchiveRefusedError,
  type PhotoArchive,
  type PhotoEntry,
  PhotoTooLargeError,
} from "./photo-archive.ts";
import type { RowProblem, SheetRowCells } from "./row-checks.ts";

/** Photos read and decoded at once: one per core, as sharp's work is the cost. */
export const PHOTO_CONCURRENCY = Math.max(2, availableParallelism());

const photoName = (cells: Record<string, string>) => (cells.photo ?? "").trim();

/**
 * The problems of the photos the rows name: none uploaded, not in the .zip, named by an
 * earlier row too, over 5 MB, or not a photo. `onChecked` is called after each photo.
 */
export async function checkPhotos(
  rows: readonly SheetRowCells[],
  archive: PhotoArchive | null,
  onChecked: () => void,
): Promise<RowProblem[]> {
  const problems: RowProblem[] = [];
  const problem = (row: number, message: string) =>
    problems.push({ row, column: "photo", message });
  const firstRowOf = new Map<string, number>();
  const toRead: { row: number; name: string; entry: PhotoEntry }[] = [];
  for (const { row, cells } of rows) {
    const name = photoName(cells);
    if (name === "") continue;
    if (!archive) {
      problem(row, HELPER_IMPORT_MESSAGES.noArchive);
      continue;
    }
    const entry = archive.find(name);
    if (!entry) {
      const ambiguous = archive.isAmbiguous(name);
      problem(
        row,
        (ambiguous ? HELPER_IMPORT_MESSAGES.photoAmbiguous : HELPER_IMPORT_MESSAGES.photoMissing)(
          name,
        ),
      );
      continue;
    }
    const earlier = firstRowOf.get(entry.name);
    if (earlier !== undefined) {
      problem(row, HELPER_IMPORT_MESSAGES.photoRepeated(name, earlier));
      continue;
    }
    firstRowOf.set(entry.name, row);
    toRead.push({ row, name, entry });
  }
  await eachLimited(toRead, PHOTO_CONCURRENCY, async ({ row, name, entry }) => {
    const message = await photoProblem(archive as PhotoArchive, entry, name);
    if (message) problem(row, message);
    onChecked();
  });
  return problems;
}

async function photoProblem(archive: PhotoArchive, entry: PhotoEntry, name: string) {
  try {
    const bytes = await archive.read(entry);
    return (await isAcceptedPhoto(bytes)) ? null : HELPER_IMPORT_MESSAGES.photoNotImage(name);
  } catch (error) {
    if (error instanceof PhotoTooLargeError) return HELPER_IMPORT_MESSAGES.photoTooLarge(name);
    // An entry whose bytes are not what the .zip's directory says.
    if (error instanceof ArchiveRefusedError) return error.message;
    throw error;
  }
}

/** Thrown when a photo that passed the checks fails at commit: its row's number and why. */
export class RowFailure extends Error {
  constructor(row: number, message: string) {
    super(HELPER_IMPORT_MESSAGES.rowFailed(row, message));
  }
}

/** Her photo's derivatives, from the .zip; a RowFailure when it is no longer usable. */
export async function processArchivedPhoto(
  archive: PhotoArchive,
  row: number,
  name: string,
): Promise<ProcessedImage> {
  const entry = archive.find(name);
  if (!entry) throw new RowFailure(row, HELPER_IMPORT_MESSAGES.photoMissing(name));
  try {
    return await processPhoto(await archive.read(entry));
  } catch (error) {
    if (error instanceof PhotoTooLargeError)
      throw new RowFailure(row, HELPER_IMPORT_MESSAGES.photoTooLarge(name));
    if (error instanceof InvalidImageError)
      throw new RowFailure(row, HELPER_IMPORT_MESSAGES.photoNotImage(name));
    if (error instanceof ArchiveRefusedError) throw new RowFailure(row, error.message);
    throw error;
  }
}
