import {
  type HelperImport,
  type HelperImportPreview,
  helperImportSchema,
} from "@maids/contract/helper-imports.ts";

export function buildPreview(overrides: Partial<HelperImportPreview> = {}): HelperImportPreview {
  return {
    rows: 3,
    valid: 3,
    withPhoto: 2,
    problems: [],
    duplicates: [],
    newSuppliers: [],
    warnings: [],
    rowWarnings: [],
    ...overrides,
  };
}

/** An import as the API answers it; by default one just uploaded and being checked. */
export function buildHelperImport(overrides: Partial<HelperImport> = {}): HelperImport {
  return helperImportSchema.parse({
    id: 7,
    fileName: "helpers-november.xlsx",
    photosFileName: "photos.zip",
    status: "validating",
    message: null,
    progress: { done: 0, total: 0 },
    suppliers: ["Manila Care"],
    createdAt: "2026-11-20T02:30:00.000Z",
    createdBy: "Grace Tan",
    preview: null,
    choices: null,
    result: null,
    undoable: false,
    ...overrides,
  });
}
