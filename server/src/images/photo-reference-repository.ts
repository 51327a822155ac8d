import { inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { helperImportChanges, helperProfiles, maids } from "../db/schema.ts";

/**
 * Which of `keys` a row still refers to: a helper's photo, the photo a helper put on her own
 * profile, or the photo a bulk import replaced (kept until the import can no longer be undone).
 * Each key once.
 */
export async function referencedPhotoKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [current, ownProfiles, replacedByImports] = await Promise.all([
    db.selectDistinct({ key: maids.photoKey }).from(maids).where(inArray(maids.photoKey, keys)),
    db
      .selectDistinct({ key: helperProfiles.photoKey })
      .from(helperProfiles)
      .where(inArray(helperProfiles.photoKey, keys)),
    db
      .selectDistinct({ key: helperImportChanges.previousPhotoKey })
      .from(helperImportChanges)
      .where(inArray(helperImportChanges.previousPhotoKey, keys)),
  ]);
  const referenced = new Set<string>();
  for (const { key } of [...current, ...ownProfiles, ...replacedByImports])
    if (key) referenced.add(key);
  return referenced;
}
