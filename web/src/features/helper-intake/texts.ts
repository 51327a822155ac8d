import type { HelperImportStatus } from "@maids/contract/helper-imports.ts";

const helpers = (count: number) =>
  `${count.toLocaleString("en-SG")} ${count === 1 ? "helper" : "helpers"}`;
const rows = (count: number) => `${count.toLocaleString("en-SG")} ${count === 1 ? "row" : "rows"}`;

/**
 * Texts of the bulk import of helpers (docs/product.md#bulk-intake). The import's rules and
 * the server's messages come from contract/src/helper-imports.ts and are shown as sent.
 */
export const HELPER_INTAKE_TEXTS = {
  openImport: "Import",
  title: "Import helpers",
  close: "Close",

  // Step 1: the file.
  intro:
    "Fill in the template with one row per helper, then upload it. Put the helpers' photos in a .zip and write each photo's file name in the photo column.",
  templateHeading: "Template",
  templateXlsx: "Download template (.xlsx)",
  templateCsv: "Download template (.csv)",
  templateBusy: "Downloading…",
  templateFailed: "The template could not be downloaded. Please try again.",
  sheetLabel: "Filled template (.xlsx or .csv)",
  photosLabel: "Photos (.zip, optional)",
  chooseSheet: "Choose spreadsheet",
  choosePhotos: "Choose .zip of photos",
  noFileChosen: "No file chosen",
  removePhotos: "Remove the .zip",
  upload: "Upload",
  uploading: "Uploading…",
  uploadProgress: "Upload progress",
  uploadedOf: (percent: number) => `${percent}% uploaded`,
  uploadFailed: "The files could not be uploaded. Please check your connection and try again.",
  uploadTooLarge: "The files are too large to upload at once; split them into smaller files.",

  // Checking.
  checking: "Checking rows…",
  checkingProgress: "Rows checked",
  checkedOf: (done: number, total: number) =>
    total > 0 ? `${done.toLocaleString("en-SG")} of ${rows(total)}` : "Starting…",
  loadFailed: "We could not load this import. Please check your connection and try again.",
  retry: "Try again",

  // Refused.
  refusedHeading: "This file cannot be imported",
  chooseAnother: "Choose another file",

  // Step 2: the preview.
  previewHeading: (fileName: string) => `Checked ${fileName}`,
  countRows: "Rows",
  countValid: "Ready to import",
  countWithPhoto: "With photo",
  problemsHeading: (count: number) =>
    `${count.toLocaleString("en-SG")} ${count === 1 ? "problem" : "problems"} (these rows will not be imported)`,
  problemsTable: "Problems",
  problemColumns: { row: "Row", column: "Column", problem: "Problem" },
  wholeRow: "Whole row",
  rowWarningsHeading: (count: number) =>
    `${rows(count)} will import with warnings (these helpers stay unpublished until fixed)`,
  rowWarningsTable: "Warnings",
  rowWarningColumns: { row: "Row", name: "Name", warnings: "Warnings" },
  duplicatesHeading: (count: number) =>
    `${helpers(count)} already on file (same supplier, name and date of birth)`,
  duplicatesTable: "Helpers already on file",
  duplicateColumns: { row: "Row", name: "Name" },
  duplicatesChoice: "What to do with them",
  skipDuplicates: "Skip them",
  updateDuplicates: "Update them",
  newSuppliersHeading: (count: number) =>
    `${count.toLocaleString("en-SG")} new ${count === 1 ? "supplier" : "suppliers"}`,
  newSupplierRows: (numbers: readonly number[]) =>
    `${numbers.length === 1 ? "Row" : "Rows"} ${numbers.join(", ")}`,
  newSuppliersChoice: "What to do with them",
  createSuppliers: "Create these suppliers",
  refuseSuppliers: "Refuse their rows",
  nothingToImport: "No row can be imported. Fix the problems in the file and upload it again.",
  importButton: (count: number) => `Import ${helpers(count)}`,
  starting: "Starting…",
  commitFailedHeading: "The import did not finish",
  commitFailed: "The import could not be started. Please try again.",
  cancel: "Cancel",

  // Step 3: committing and the result.
  committing: "Importing helpers…",
  committingProgress: "Helpers imported",
  resultHeading: "Import finished",
  result: (created: number, updated: number, skipped: number) =>
    `${created.toLocaleString("en-SG")} added, ${updated.toLocaleString("en-SG")} updated, ${skipped.toLocaleString("en-SG")} skipped`,
  unpublishedNote:
    "The helpers it added are not on the public site yet: review them, then publish those that pass.",
  publish: "Publish the helpers that pass",
  publishing: "Publishing…",
  publishFailed: "The helpers could not be published. Please try again.",
  published: (count: number) =>
    count === 1 ? "1 helper published." : `${count.toLocaleString("en-SG")} helpers published.`,
  keptBack: (count: number) => `${count.toLocaleString("en-SG")} kept unpublished for review:`,
  keptBackHelper: (name: string, reasons: string[]) => `${name}: ${reasons.join("; ")}`,
  undo: "Undo this import",
  undoShort: "Undo",
  undoing: "Undoing…",
  undoingHeading: "Undoing the import…",
  undoingProgress: "Helpers taken back",
  undoFailed: "The import could not be undone. Please try again.",
  undoneHeading: "Import undone",
  undone: "The helpers this import added were removed and those it updated were restored.",

  // Recent imports.
  recentHeading: "Recent imports",
  recentEmpty: "No imports yet.",
  recentFailed: "The recent imports could not be loaded.",
  recentBy: (date: string, who: string) => `${date} by ${who}`,
  fileNames: (sheet: string, photos: string | null) => (photos ? `${sheet} + ${photos}` : sheet),
  undoOf: (fileName: string) => `Undo the import of ${fileName}`,
  waiting: (count: number) =>
    count === 1
      ? "1 helper waits for review before going on the site."
      : `${count.toLocaleString("en-SG")} helpers wait for review before going on the site.`,
  publishOf: (fileName: string) => `Publish the helpers of ${fileName} that pass`,
  publishShort: "Publish",
  status: {
    validating: "Checking",
    refused: "Refused",
    ready: "Checked, not imported",
    committing: "Importing",
    failed: "Failed",
    committed: "Imported",
    undoing: "Undoing",
    undone: "Undone",
  } satisfies Record<HelperImportStatus, string>,
  undoneNotice: (fileName: string) => `The import of ${fileName} was undone.`,
  undoStartedNotice: (fileName: string) =>
    `Undoing the import of ${fileName}: its helpers are taken back in the background.`,
} as const;
