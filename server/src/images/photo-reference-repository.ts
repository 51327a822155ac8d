import { inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { helperImportChanges, maids } from "../db/schema.ts";

/**
 * Which of `keys` a row still refers to: a helper's photo, or the photo a bulk import replaced
 * (kept until the import can no longer be undone). Each key once.
 */
export async function referencedPhotoKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [current, replacedByImports] = await Promise.all([
    db.selectDistinct({ key: maids.photoKey }).from(maids).where(inArray(maids.photoKey, keys)),
    db
      .selectDistinct({ key: helperImportChanges.previousPhotoKey })
      .from(helperImportChanges)
      .where(inArray(helperImportChanges.previousPhotoKey, keys)),
  ]);
  const referenced = new Set<string>();
  for (const { key } of [...current, ...replacedByImports]) if (key) referenced.add(key);
  return referenced;
}
