import type { HelperImport, HelperImportChoices } from "@maids/contract/helper-imports.ts";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import type { App } from "../../src/app.ts";
import type { Db } from "../../src/db/database.ts";
import { helperImports } from "../../src/db/schema.ts";
import { SAME_ORIGIN } from "./test-app.ts";

export const HEADERS = [
  "photo",
  "supplier",
  "name",
  "country",
  "date_of_birth",
  "salary",
  "religion",
  "skills",
];

export type Row = Partial<Record<(typeof HEADERS)[number] | string, string>>;

export function row(overrides: Row = {}): Row {
  return {
    photo: "",
    supplier: "Manila Partners Inc.",
    name: "Ana Santos",
    country: "Philippines",
    date_of_birth: "1994-05-17",
    salary: "650",
    religion: "Catholic",
    skills: "Cooking; Elderly care",
    ...overrides,
  };
}

const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function csv(rows: Row[], headers = HEADERS): Buffer {
  const lines = [headers, ...rows.map((r) => headers.map((h) => r[h] ?? ""))];
  return Buffer.from(`${lines.map((cells) => cells.map(quote).join(",")).join("\r\n")}\r\n`);
}

export async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([n, b]) => [n, new Uint8Array(b)]))),
  );
}

/** Every valid row, new suppliers created, duplicates skipped. */
export const CREATE_ALL: HelperImportChoices = { duplicates: "skip", newSuppliers: "create" };

type Upload = { content: Buffer; filename: string };

/** POST /api/admin/helper-imports as the Import dialog sends it: `sheet` and perhaps `photos`. */
export async function uploadImport(
  app: App,
  cookie: string,
  sheet: Upload | null,
  photos?: Upload,
) {
  const form = new FormData();
  if (sheet) form.append("sheet", new Blob([new Uint8Array(sheet.content)]), sheet.filename);
  if (photos) form.append("photos", new Blob([new Uint8Array(photos.content)]), photos.filename);
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: "/api/admin/helper-imports",
    headers: {
      origin: SAME_ORIGIN,
      cookie,
      "content-type": encoded.headers.get("content-type") ?? "",
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The import once its checks or its commit, running in the background, are over. */
export async function settledImport(app: App, cookie: string, id: number): Promise<HelperImport> {
  for (let attempt = 0; attempt < 400; attempt++) {
    await app.backgroundWorkSettled();
    const response = await app.inject({
      url: `/api/admin/helper-imports/${id}`,
      headers: { cookie },
    });
    const found = response.json() as HelperImport;
    if (!["validating", "committing", "undoing"].includes(found.status)) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not settle`);
}

/** The import's .zip as its row names it (`<uuid>.zip`), or null once it has none. */
export async function storedArchiveName(db: Db, id: number): Promise<string | null> {
  const [stored] = await db
    .select({ archiveName: helperImports.archiveName })
    .from(helperImports)
    .where(eq(helperImports.id, id));
  return stored?.archiveName ?? null;
}
