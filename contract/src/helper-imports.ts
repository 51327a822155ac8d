import { z } from "zod";

/**
 * Bulk intake (docs/product.md#bulk-intake): an administrator uploads a filled template
 * (.xlsx or .csv) and perhaps a .zip of photos; the server checks every row and answers a
 * preview; the administrator commits it with two choices; a committed batch can be undone
 * while none of its helpers is in a placement case. Work that takes long runs on the server
 * while the client polls the import for its progress.
 */

export const HELPER_IMPORT_LIMITS = {
  /** The spreadsheet, .xlsx or .csv. */
  sheetBytes: 10 * 1024 * 1024,
  /** Rows below the header, blank ones included. */
  rows: 5_000,
  /** What one part of an .xlsx (a worksheet, its shared strings) may unpack to, and the parts read, together. */
  sheetPartUnpackedBytes: 48 * 1024 * 1024,
  sheetUnpackedBytes: 64 * 1024 * 1024,
  /** Cells read, blank ones included, and an .xlsx's shared strings, each at most this many. */
  cells: 1_500_000,
  /** The longest one sheet's reading may take. */
  readSeconds: 30,
  /** The .zip of photos as uploaded, and what it may unpack to in all. */
  archiveBytes: 2 * 1024 * 1024 * 1024,
  archiveUnpackedBytes: 4 * 1024 * 1024 * 1024,
  archiveEntries: 10_000,
} as const;

export const HELPER_IMPORT_STATUSES = [
  "validating",
  "refused",
  "ready",
  "committing",
  "failed",
  "committed",
  "undoing",
  "undone",
] as const;
export type HelperImportStatus = (typeof HELPER_IMPORT_STATUSES)[number];

export const DUPLICATE_CHOICES = ["skip", "update"] as const;
export const NEW_SUPPLIER_CHOICES = ["create", "refuse"] as const;

export const helperImportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const helperImportProblemSchema = z.object({
  row: z.number().int().describe("The spreadsheet's row number; the header is row 1."),
  name: z.string().default("").describe("The helper's name on that row, as written, if any."),
  column: z.string().describe("The column's header, or empty for the row as a whole."),
  message: z.string(),
});
export type HelperImportProblem = z.infer<typeof helperImportProblemSchema>;

export const helperImportPreviewSchema = z.object({
  rows: z.number().int().describe("Rows holding a helper."),
  valid: z.number().int().describe("Rows that can be imported (duplicates included)."),
  withPhoto: z.number().int().describe("Valid rows naming a photo."),
  problems: z.array(helperImportProblemSchema),
  duplicates: z
    .array(z.object({ row: z.number().int(), helperId: z.number().int(), name: z.string() }))
    .describe(
      "Valid rows naming a helper already kept for the same supplier, name and date of birth.",
    ),
  newSuppliers: z
    .array(z.object({ name: z.string(), rows: z.array(z.number().int()) }))
    .describe("Supplier names no supplier has yet, and the valid rows naming each."),
  warnings: z
    .array(z.string())
    .default([])
    .describe("About the file as a whole, e.g. the columns it has that were ignored."),
  rowWarnings: z
    .array(
      z.object({
        row: z.number().int(),
        name: z.string(),
        messages: z.array(z.string()).describe("Her eligibility for a first work permit."),
      }),
    )
    .default([])
    .describe("Valid rows that will import with warnings (they stay unpublished until fixed)."),
});
export type HelperImportPreview = z.infer<typeof helperImportPreviewSchema>;

export const helperImportChoicesSchema = z.object({
  duplicates: z.enum(DUPLICATE_CHOICES, { error: "Choose to skip or update the duplicates" }),
  newSuppliers: z.enum(NEW_SUPPLIER_CHOICES, {
    error: "Choose to create the new suppliers or refuse their rows",
  }),
});
export type HelperImportChoices = z.infer<typeof helperImportChoicesSchema>;

export const helperImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  photosFileName: z.string().nullable(),
  status: z.enum(HELPER_IMPORT_STATUSES),
  message: z.string().nullable().describe("Why the file was refused or the commit failed."),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  suppliers: z.array(z.string()).describe("The suppliers its rows name."),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string(),
  preview: helperImportPreviewSchema.nullable(),
  choices: helperImportChoicesSchema.nullable(),
  result: z
    .object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() })
    .nullable(),
  undoable: z.boolean().describe("Committed, and none of its helpers is in a placement case."),
  unpublished: z
    .number()
    .int()
    .default(0)
    .describe("Helpers it added that are still off the public site, waiting for review."),
});
export type HelperImport = z.infer<typeof helperImportSchema>;

export const helperImportsSchema = z.object({ imports: z.array(helperImportSchema) });

/** What publishing an import's helpers did: those that pass went public, the others wait. */
export const helperImportPublishedSchema = z.object({
  published: z.number().int().describe("Helpers the import added that are now on the public site."),
  keptBack: z
    .array(
      z.object({
        helperId: z.number().int(),
        name: z.string(),
        reasons: z.array(z.string()).describe("ELIGIBILITY_MESSAGES: why she is not published."),
      }),
    )
    .describe("Helpers the import added that stay unpublished, each with her reasons."),
});
export type HelperImportPublished = z.infer<typeof helperImportPublishedSchema>;

export const SHEET_FORMATS = ["xlsx", "csv"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
export const sheetFormatQuerySchema = z.object({
  format: z.enum(SHEET_FORMATS, { error: "format must be xlsx or csv" }).default("xlsx"),
});

export const HELPER_IMPORT_MESSAGES = {
  notFound: "Import not found",
  sheetRequired: "Choose a filled template (.xlsx or .csv)",
  sheetTooLarge: "The spreadsheet is over 10 MB; split it into smaller files",
  archiveTooLarge: "The .zip of photos is over 2 GB; split it into smaller files",
  notASheet: "This file is not a spreadsheet: upload the template as .xlsx or .csv",
  notAZip: "The photos file is not a .zip archive",
  tooManyRows: `The spreadsheet has more than ${HELPER_IMPORT_LIMITS.rows.toLocaleString("en-SG")} rows below its header (blank rows count too); split it into smaller files`,
  sheetUnpacksTooLarge: `The spreadsheet unpacks to more than ${HELPER_IMPORT_LIMITS.sheetUnpackedBytes / 1024 / 1024} MB; split it into smaller files`,
  tooManyCells: `The spreadsheet has more than ${HELPER_IMPORT_LIMITS.cells.toLocaleString("en-SG")} cells; split it into smaller files`,
  sheetPartUnpacksTooLarge: (part: string) =>
    `The spreadsheet's part ${part} unpacks to more than ${HELPER_IMPORT_LIMITS.sheetPartUnpackedBytes / 1024 / 1024} MB; split it into smaller files`,
  sheetTooSlow: `The spreadsheet took more than ${HELPER_IMPORT_LIMITS.readSeconds} seconds to read; split it into smaller files`,
  noRows: "The spreadsheet has no helpers below its header row",
  notUtf8: (line: number) =>
    `The file is not UTF-8 text (line ${line}): in Excel, save it as "CSV UTF-8", or upload the .xlsx`,
  ignoredColumns: (columns: string[]) =>
    `Ignored ${columns.length === 1 ? "a column" : `${columns.length} columns`} the template does not have: ${columns.join(", ")}`,
  unnamedColumn: (column: string) => `column ${column} (no header)`,
  repeatedColumn: (header: string) => `The column "${header}" appears twice`,
  missingColumns: (headers: string[]) =>
    `Missing column${headers.length > 1 ? "s" : ""}: ${headers.join(", ")}`,
  archiveTooManyEntries: `The .zip holds more than ${HELPER_IMPORT_LIMITS.archiveEntries.toLocaleString("en-SG")} files`,
  archiveUnpacksTooLarge: "The .zip unpacks to more than 4 GB",
  archiveUnsafeName: (name: string) =>
    `The .zip holds a file named "${name}", which points outside it`,
  archiveUnreadable: "The .zip of photos cannot be read",
  noArchive: "No .zip of photos was uploaded",
  archiveNotStored:
    "The .zip of photos could not be stored on the server: it cannot reach its photo store, so nothing was saved. Please try again in a moment.",
  archiveGone:
    "The .zip of photos of this import is no longer on the server (a restore from a backup does not bring it back). Upload the import again.",
  photoMissing: (name: string) => `${name} is not in the .zip of photos`,
  photoAmbiguous: (name: string) =>
    `Several files in the .zip are named ${name}: write its folder too, e.g. folder/${name}`,
  photoTooLarge: (name: string) => `${name} is over 5 MB`,
  photoNotImage: (name: string) => `${name} is not a photo (JPEG, PNG, GIF or WebP)`,
  photoRepeated: (name: string, row: number) => `${name} is already the photo of row ${row}`,
  sameHelperTwice: (row: number) =>
    `The same helper as row ${row} (same supplier, name and date of birth)`,
  supplierRefused: (name: string) => `No supplier is named "${name}"; its rows were refused`,
  notReady: "This import is not ready to commit",
  notUndoable: "Only a committed import can be undone",
  notPublishable: "Only a committed import's helpers can be published",
  helperInCase: (name: string) =>
    `${name} is in a placement case, so this import can no longer be undone`,
  helperChangedSince: (name: string) =>
    `${name} was changed after this import, so it can no longer be undone`,
  rowFailed: (row: number, message: string) => `Row ${row}: ${message}; nothing was saved`,
  failed: "The import stopped on an unexpected error; nothing was saved. Try again.",
  expired:
    "This import waited more than 7 days without being imported, so its rows and photos were removed. Upload it again.",
  interrupted:
    "The server stopped while this import was under way; nothing was saved. Upload it again.",
  undoInterrupted:
    "The undo of this import stopped half-way (the server stopped, or an error): undo it again to finish.",
} as const;
