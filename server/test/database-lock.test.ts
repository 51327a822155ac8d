import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../src/config.ts";
import { DatabaseInUseError, lockDataDir } from "../src/db/database.ts";

const serverDir = path.resolve(import.meta.dirname, "..");
const LOCK_HOLDER = path.join(import.meta.dirname, "support", "lock-holder.ts");
const IN_USE = /is in use by another process: a server or `npm run create-admin` has it open/;
const tempDirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDirIn() {
  const root = await mkdtemp(path.join(tmpdir(), "maids-lock-"));
  tempDirs.push(root);
  return { dataDir: path.join(root, "pglite"), lockFile: path.join(root, "pglite.lock") };
}

/** The pid of a process that has already exited. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", ""]);
    child.on("error", reject);
    child.on("exit", () => resolve(child.pid as number));
  });
}

function startChild(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: serverDir, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { child, exited };
}

/**
 * Starts test/support/lock-holder.ts with `args` (under `command`, if not node) and
 * resolves once it holds the lock, with its pid as it sees it (1 in a new pid namespace).
 */
function holdLock(args: string[], command = process.execPath) {
  const { child, exited } = startChild(command, args);
  let output = "";
  return new Promise<{ child: ChildProcess; exited: Promise<void>; pid: number }>(
    (resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        const pid = /locked by process (\d+)/.exec(output)?.[1];
        if (pid) resolve({ child, exited, pid: Number(pid) });
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      exited.then(() => reject(new Error(`the lock holder exited:\n${output}`)));
    },
  );
}

const holderArgs = (...args: string[]) => ["--import", "tsx", LOCK_HOLDER, ...args];

/**
 * Linux: `pid` has died, all its threads too, but its parent has not reaped it, so its
 * pid is still taken. (Its main thread shows as a zombie while the others still exit.)
 */
async function untilZombie(pid: number) {
  for (let i = 0; i < 200; i++) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const isZombie = stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
    if (isZombie && readdirSync(`/proc/${pid}/task`).length === 1) return;
    await delay(10);
  }
  throw new Error(`process ${pid} did not become a zombie`);
}

/** The pid, on this host, of the only child of `parentPid` (Linux). */
function onlyChildOf(parentPid: number): number {
  const children = readFileSync(`/proc/${parentPid}/task/${parentPid}/children`, "utf8");
  return Number(children.trim());
}

const isLinux = process.platform === "linux";
const canUnshare =
  isLinux && spawnSync("unshare", ["--pid", "--fork", "--kill-child", "true"]).status === 0;

describe("embedded database lock", () => {
  it("lets exactly one of many simultaneous openers win, and tells the others it is in use", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () => lockDataDir(dataDir)),
    );
    const winners = attempts.filter((attempt) => attempt.status === "fulfilled");
    const losers = attempts.filter((attempt) => attempt.status === "rejected");
    expect(winners).toHaveLength(1);
    for (const loser of losers) {
      expect(loser.reason).toBeInstanceOf(DatabaseInUseError);
      expect((loser.reason as Error).message).toMatch(IN_USE);
      expect((loser.reason as Error).message).toContain(dataDir);
    }
    expect(existsSync(lockFile)).toBe(true);

    await winners[0]?.value();
    expect(readdirSync(path.dirname(lockFile))).toEqual(["pglite"]);
    const again = await lockDataDir(dataDir);
    await again();
  });

  it("refuses while another live process holds it", async () => {
    const { dataDir } = await dataDirIn();
    await holdLock(holderArgs(dataDir));
    await expect(lockDataDir(dataDir)).rejects.toThrow(IN_USE);
  });

  it("takes over the lock of a process killed with SIGKILL, once, even when several try together", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    const holder = await holdLock(holderArgs(dataDir));
    holder.child.kill("SIGKILL");
    await holder.exited;
    expect(existsSync(lockFile)).toBe(true);

    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => lockDataDir(dataDir)),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  });

  it.skipIf(!isLinux)(
    "is free the moment its holder is killed with SIGKILL, though its pid lives on as an unreaped zombie (Linux only)",
    async () => {
      const { dataDir } = await dataDirIn();
      // The holder's parent is `sleep`, which never reaps it.
      const script = `"$0" --import tsx "$1" "$2" & exec sleep 600`;
      const shArgs = ["-c", script, process.execPath, LOCK_HOLDER, dataDir];
      const holder = await holdLock(shArgs, "sh");
      process.kill(holder.pid, "SIGKILL");
      await untilZombie(holder.pid);

      const release = await lockDataDir(dataDir);
      expect(() => process.kill(holder.pid, 0)).not.toThrow();
      await release();
    },
  );

  it("takes over an older version's lock file naming a process that has exited", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    await writeFile(lockFile, String(await deadPid()));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it("takes over an older version's lock file naming its own process id (a restarted container's process 1)", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    await writeFile(lockFile, String(process.pid));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it("takes over an older version's lock file naming a live process that does not hold it", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    const { child } = startChild("sleep", ["600"]);
    await writeFile(lockFile, String(child.pid));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it("refuses, naming the limit, a lock path too long for a Unix socket", async () => {
    const { dataDir } = await dataDirIn();
    const deep = path.join(dataDir, "x".repeat(120), "pglite");
    await expect(lockDataDir(deep)).rejects.toThrow(ConfigError);
    await expect(lockDataDir(deep)).rejects.toThrow(/at most \d+ bytes/);
  });

  it("uses a path relative to the working directory when the absolute one is too long for a socket", async () => {
    const { dataDir } = await dataDirIn();
    const deepDir = path.join(dataDir, "x".repeat(120));
    await mkdir(deepDir, { recursive: true });
    const holder = await holdLock(holderArgs("pglite", deepDir));
    expect(existsSync(path.join(deepDir, "pglite.lock"))).toBe(true);
    const second = holdLock(holderArgs("pglite", deepDir));
    await expect(second).rejects.toThrow(IN_USE);

    holder.child.kill("SIGKILL");
    await holder.exited;
    await holdLock(holderArgs("pglite", deepDir));
  });

  it.skipIf(!canUnshare)(
    "starts again after its holder, process 1 of a new pid namespace, is killed with SIGKILL and another process 1 starts (skipped where unshare --pid is not permitted)",
    async () => {
      const { dataDir } = await dataDirIn();
      const node = [process.execPath, ...holderArgs(dataDir)];
      const asProcessOne = ["--pid", "--fork", "--kill-child", ...node];
      const first = await holdLock(asProcessOne, "unshare");
      expect(first.pid).toBe(1);
      process.kill(onlyChildOf(first.child.pid as number), "SIGKILL");
      await first.exited;

      const second = await holdLock(asProcessOne, "unshare");
      expect(second.pid).toBe(1);
    },
  );
});
