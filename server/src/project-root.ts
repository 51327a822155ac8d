import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: two levels above both src/project-root.ts and dist/server.js. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
