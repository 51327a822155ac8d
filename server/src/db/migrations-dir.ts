import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../project-root.ts";

/** Drizzle's migrations, applied at every start (`Database.migrate`). */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "drizzle");

interface JournalEntry {
  tag: string;
  /** When drizzle-kit made it; the migrations table records it as `created_at`. */
  when: number;
}

/** The migrations of `folder`, oldest first (drizzle's journal). */
export function knownMigrations(folder = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}
