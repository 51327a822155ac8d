import path from "node:path";
import { PROJECT_ROOT } from "../project-root.ts";

/** Drizzle's migrations, applied at every start (`Database.migrate`). */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "drizzle");
