import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "../src/db/database.ts";

const tempDirs: string[] = [];

afterEach(async () => {
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

describe("embedded database lock", () => {
  it("lets exactly one of many simultaneous openers win, and names the winner to the others", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () => lockDataDir(dataDir)),
    );
    const winners = attempts.filter((attempt) => attempt.status === "fulfilled");
    const losers = attempts.filter((attempt) => attempt.status === "rejected");
    expect(winners).toHaveLength(1);
    for (const loser of losers) {
      expect(loser.reason).toBeInstanceOf(DatabaseInUseError);
      expect((loser.reason as Error).message).toContain(`is in use by process ${process.pid}`);
    }
    expect(await readFile(lockFile, "utf8")).toBe(String(process.pid));

    await winners[0]?.value();
    expect(existsSync(lockFile)).toBe(false);
    const again = await lockDataDir(dataDir);
    await again();
  });

  it("takes over a lock left by a process that died, once, even when several try together", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    await lockDataDir(dataDir).then((release) => release());
    await writeFile(lockFile, String(await deadPid()));

    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => lockDataDir(dataDir)),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(await readFile(lockFile, "utf8")).toBe(String(process.pid));
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  });

  it("waits for a lock whose owner is still writing its pid, then refuses clearly", async () => {
    const { dataDir, lockFile } = await dataDirIn();
    await lockDataDir(dataDir).then((release) => release());
    await writeFile(lockFile, "");
    await expect(lockDataDir(dataDir)).rejects.toThrow(/is being opened by another process/);
  });
});
