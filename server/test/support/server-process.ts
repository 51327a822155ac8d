import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach } from "vitest";

/**
 * The real server (or a CLI) as a child process, for tests of what only a process shows:
 * start-up refusals, the database lock, signals, several processes on one database. Each
 * file that uses it gets an afterEach that kills what is left running and removes the
 * temporary data folders; those started for the whole file (`lifetime: "file"`) go after
 * its last test.
 */
const serverDir = path.resolve(import.meta.dirname, "../..");

export type Lifetime = "test" | "file";

const leftovers = {
  test: { running: [] as ChildProcessWithoutNullStreams[], tempDirs: [] as string[] },
  file: { running: [] as ChildProcessWithoutNullStreams[], tempDirs: [] as string[] },
};

async function cleanUp(lifetime: Lifetime) {
  const { running, tempDirs } = leftovers[lifetime];
  for (const child of running.splice(0)) child.kill("SIGKILL");
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

afterEach(() => cleanUp("test"));
afterAll(() => cleanUp("file"));

export async function tempDataDir(lifetime: Lifetime = "test") {
  const dir = await mkdtemp(path.join(tmpdir(), "maids-process-"));
  leftovers[lifetime].tempDirs.push(dir);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type RunningProcess = ReturnType<typeof runScript>;

/**
 * Runs a TypeScript entry point of the server (`src/server.ts`, a CLI) with only `env`;
 * `under` is a command that runs node, such as `unshare --pid --fork`; `lifetime` says when
 * it is killed: after the test that started it, or after the file's last test.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  under: string[] = [],
  lifetime: Lifetime = "test",
) {
  const command = [...under, process.execPath, "--import", "tsx", script, ...args];
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  leftovers[lifetime].running.push(child);
  let output = "";
  const listeners = new Set<() => void>();
  const onOutput = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  /** Resolves when the output contains `text`; rejects if the process exits first. */
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
      exited.then(() => reject(new Error(`exited before "${text}":\n${output}`)));
    });
  return { child, exited, waitFor, output: () => output };
}
