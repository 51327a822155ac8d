import { isMainThread } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import {
  createWorkerPool,
  PoolBusyError,
  PoolClosedError,
  TaskFailedError,
  type WorkerPool,
} from "../src/biodata/worker-pool.ts";
import type { TestTask } from "./support/test-worker.ts";

const TEST_WORKER = new URL("./support/test-worker.ts", import.meta.url);
const pools: WorkerPool<TestTask, string>[] = [];

function pool({ size = 1, queueLimit = 4, taskTimeoutMs = 10_000 } = {}) {
  const created = createWorkerPool<TestTask, string>({
    file: TEST_WORKER,
    size,
    queueLimit,
    taskTimeoutMs,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
});

describe("worker pool", () => {
  it("runs tasks in a worker thread and answers their results", async () => {
    expect(isMainThread).toBe(true);
    const workers = pool({ size: 2 });
    const answers = await Promise.all(
      ["a", "b", "c"].map((value) => workers.run({ kind: "echo", value })),
    );
    expect(answers).toEqual(["a from thread", "b from thread", "c from thread"]);
  });

  it("refuses at once beyond its workers and queue, and takes tasks again once there is room", async () => {
    const workers = pool({ size: 1, queueLimit: 1 });
    const first = workers.run({ kind: "echo", value: "first", ms: 300 });
    const queued = workers.run({ kind: "echo", value: "queued" });
    await expect(workers.run({ kind: "echo", value: "refused" })).rejects.toThrow(PoolBusyError);
    expect(await first).toBe("first from thread");
    expect(await queued).toBe("queued from thread");
    expect(await workers.run({ kind: "echo", value: "later" })).toBe("later from thread");
  });

  it("fails a task that throws, and the worker goes on", async () => {
    const workers = pool();
    await expect(workers.run({ kind: "throw" })).rejects.toThrow(/the task failed/);
    expect(await workers.run({ kind: "echo", value: "next" })).toBe("next from thread");
  });

  it("fails the task of a worker that dies, and replaces the worker", async () => {
    const workers = pool();
    const waiting = workers.run({ kind: "echo", value: "waiting" });
    await expect(workers.run({ kind: "crash" })).rejects.toThrow(TaskFailedError);
    expect(await waiting).toBe("waiting from thread");
  });

  it("ends a worker that hangs past the time limit; the tasks behind it still run", async () => {
    const workers = pool({ taskTimeoutMs: 500 });
    const hanging = workers.run({ kind: "hang" });
    const behind = workers.run({ kind: "echo", value: "behind" });
    await expect(hanging).rejects.toThrow(/no answer within 500 ms/);
    expect(await behind).toBe("behind from thread");
  });

  it("fails waiting tasks and refuses new ones once closed", async () => {
    const workers = pool({ size: 1 });
    const outcomes = Promise.allSettled([
      workers.run({ kind: "echo", value: "running", ms: 300 }),
      workers.run({ kind: "echo", value: "waiting" }),
    ]);
    await workers.close();
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({ status: "rejected", reason: expect.any(PoolClosedError) });
    }
    await expect(workers.run({ kind: "echo", value: "late" })).rejects.toThrow(PoolClosedError);
  });
});
