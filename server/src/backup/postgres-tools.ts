/**
 * PostgreSQL's own pg_dump and pg_restore, of the server's major version: found in the
 * PATH or in Debian's /usr/lib/postgresql/<major>/bin. The connection's password goes to
 * them in PGPASSWORD, never on a command line other processes can read.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

class PostgresToolError extends Error {}

export type PostgresTool = "pg_dump" | "pg_restore";

/** The tool of `major` (e.g. 15) as a path, or a PostgresToolError naming where it looked. */
export async function findPostgresTool(tool: PostgresTool, major: number): Promise<string> {
  const candidates = [
    path.join("/usr/lib/postgresql", String(major), "bin", tool),
    ...(process.env.PATH ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, tool)),
  ];
  const seen: string[] = [];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const version = await run(candidate, ["--version"], {}).catch(() => "");
    const found = /(\d+)(?:\.\d+)?/.exec(version)?.[1];
    if (Number(found) === major) return candidate;
    seen.push(`${candidate} (${version.trim() || "does not run"})`);
  }
  throw new PostgresToolError(
    `${tool} of PostgreSQL ${major} (the database server's version) was not found in the PATH ` +
      `nor in /usr/lib/postgresql/${major}/bin` +
      (seen.length > 0 ? `; found only ${seen.join(", ")}` : "") +
      `. Install PostgreSQL ${major}'s client tools (Debian: postgresql-client-${major}).`,
  );
}

/** A connection URL without its password, and the environment that gives the password. */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a tool to its end; its standard output, or an error with its standard error. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(out);
      else {
        reject(
          new PostgresToolError(
            `${path.basename(command)} failed (exit ${code}):\n${err.trim().slice(0, 4000)}`,
          ),
        );
      }
    });
  });
}
