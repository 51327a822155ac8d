import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import {
  MAX_RESTARTS_PER_MINUTE,
  runWorkers,
  type SupervisedWorker,
  type SupervisorHost,
} from "../src/process/cluster-supervisor.ts";
import type { ProcessLogger } from "../src/process/process-logger.ts";

/**
 * The primary's supervision of its workers (ADR 0020), alone: a fake cluster, signals, exit,
 * timer and clock. cluster-process.test.ts runs the real thing on PostgreSQL.
 */

interface FakeWorker extends SupervisedWorker {
  id: number;
  signals: NodeJS.Signals[];
}

class FakeCluster extends EventEmitter {
  workers: NodeJS.Dict<FakeWorker> = {};
  forks = 0;

  fork() {
    this.forks += 1;
    const id = this.forks;
    const signals: NodeJS.Signals[] = [];
    const worker: FakeWorker = {
      id,
      signals,
      process: { pid: 1000 + id, kill: (signal: NodeJS.Signals) => signals.push(signal) },
    };
    this.workers[id] = worker;
    return worker;
  }

  listenAll() {
    for (const _worker of this.alive()) this.emit("listening");
  }

  /** As Node does: the worker leaves `workers` before the cluster's "exit". */
  exit(worker: FakeWorker, code: number | null, signal: NodeJS.Signals | null = null) {
    delete this.workers[worker.id];
    this.emit("exit", worker, code, signal);
  }

  alive(): FakeWorker[] {
    return Object.values(this.workers).filter((worker) => worker !== undefined);
  }
}

function setUp({ workers = 3, shutdownTimeoutMs = 10_000 } = {}) {
  const cluster = new FakeCluster();
  const signalListeners = new Map<NodeJS.Signals, (signal: NodeJS.Signals) => void>();
  const exits: number[] = [];
  const timers: { callback: () => void; ms: number; unref: boolean }[] = [];
  const lines: { level: string; fields: object; message: string }[] = [];
  let now = 1_000_000;
  const host: SupervisorHost = {
    cluster,
    onSignal: (signal, listener) => signalListeners.set(signal, listener),
    exit: (code) => exits.push(code),
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, unref: false };
      timers.push(timer);
      return { unref: () => (timer.unref = true) };
    },
    now: () => now,
  };
  const line = (level: string) => (fields: object, message: string) =>
    lines.push({ level, fields, message });
  const log: ProcessLogger = { info: line("info"), warn: line("warn"), error: line("error") };
  let settled: "resolved" | Error | undefined;
  runWorkers({ workers, shutdownTimeoutMs }, log, host).then(
    () => (settled = "resolved"),
    (error: Error) => (settled = error),
  );
  return {
    cluster,
    exits,
    timers,
    lines,
    settled: async () => {
      await Promise.resolve();
      return settled;
    },
    signal: (signal: NodeJS.Signals) => signalListeners.get(signal)?.(signal),
    advance: (ms: number) => (now += ms),
  };
}

describe("cluster supervisor", () => {
  it("forks the configured number of workers and resolves once all of them listen", async () => {
    const run = setUp({ workers: 3 });
    expect(run.cluster.forks).toBe(3);
    run.cluster.emit("listening");
    run.cluster.emit("listening");
    expect(await run.settled()).toBeUndefined();
    run.cluster.emit("listening");
    expect(await run.settled()).toBe("resolved");
    expect(run.lines).toContainEqual({
      level: "info",
      fields: { workers: 3 },
      message: "workers listening",
    });
  });

  it("fails the start and stops the others when a worker exits before all listen", async () => {
    const run = setUp({ workers: 3 });
    run.cluster.emit("listening");
    const [first, ...others] = run.cluster.alive() as [FakeWorker, ...FakeWorker[]];
    run.cluster.exit(first, 1);
    const settled = await run.settled();
    expect(settled).toBeInstanceOf(Error);
    expect((settled as Error).message).toBe("a worker exited during start-up (code 1)");
    expect(run.cluster.forks).toBe(3);
    for (const worker of others) expect(worker.signals).toEqual(["SIGTERM"]);
    for (const worker of others) run.cluster.exit(worker, 0);
    expect(run.exits).toEqual([1]);
  });

  it("replaces a worker that dies after the start", async () => {
    const run = setUp({ workers: 2 });
    run.cluster.listenAll();
    const [first] = run.cluster.alive() as [FakeWorker];
    run.cluster.exit(first, null, "SIGKILL");
    expect(run.cluster.forks).toBe(3);
    expect(run.cluster.alive()).toHaveLength(2);
    expect(run.lines).toContainEqual({
      level: "error",
      fields: { pid: first.process.pid, code: null, signal: "SIGKILL" },
      message: "worker died; starting another",
    });
    expect(run.exits).toEqual([]);
  });

  it(`restarts ${MAX_RESTARTS_PER_MINUTE} deaths within a minute, then stops all and exits 1`, async () => {
    const run = setUp({ workers: 2 });
    run.cluster.listenAll();
    for (let death = 0; death < MAX_RESTARTS_PER_MINUTE; death++) {
      run.cluster.exit(run.cluster.alive()[0] as FakeWorker, 1);
      run.advance(5_000);
    }
    expect(run.cluster.forks).toBe(2 + MAX_RESTARTS_PER_MINUTE);

    const survivor = run.cluster.alive()[1] as FakeWorker;
    run.cluster.exit(run.cluster.alive()[0] as FakeWorker, 1);
    expect(run.cluster.forks).toBe(2 + MAX_RESTARTS_PER_MINUTE);
    expect(run.lines).toContainEqual({
      level: "error",
      fields: { restarts: MAX_RESTARTS_PER_MINUTE + 1 },
      message: "workers keep dying; stopping",
    });
    expect(survivor.signals).toEqual(["SIGTERM"]);
    expect(run.exits).toEqual([]);
    run.cluster.exit(survivor, 0);
    expect(run.exits).toEqual([1]);
  });

  it("keeps restarting deaths that are spread over more than a minute", async () => {
    const run = setUp({ workers: 1 });
    run.cluster.listenAll();
    for (let death = 0; death < 3 * MAX_RESTARTS_PER_MINUTE; death++) {
      run.cluster.exit(run.cluster.alive()[0] as FakeWorker, 1);
      run.advance(15_000);
    }
    expect(run.cluster.forks).toBe(1 + 3 * MAX_RESTARTS_PER_MINUTE);
    expect(run.cluster.alive()).toHaveLength(1);
    expect(run.exits).toEqual([]);
  });

  it("on SIGTERM passes SIGTERM to every worker and exits 0 when all stopped cleanly", async () => {
    const run = setUp({ workers: 3, shutdownTimeoutMs: 10_000 });
    run.cluster.listenAll();
    run.signal("SIGTERM");
    const workers = run.cluster.alive();
    for (const worker of workers) expect(worker.signals).toEqual(["SIGTERM"]);
    expect(run.lines).toContainEqual({
      level: "info",
      fields: { signal: "SIGTERM" },
      message: "shutting down: stopping the workers",
    });
    // Bounded: the workers' own limit and two seconds, not holding the process open.
    expect(run.timers).toEqual([expect.objectContaining({ ms: 12_000, unref: true })]);

    run.cluster.exit(workers[0] as FakeWorker, 0);
    run.cluster.exit(workers[1] as FakeWorker, 0);
    expect(run.exits).toEqual([]);
    // A worker that stops during shutdown is not replaced.
    expect(run.cluster.forks).toBe(3);
    run.cluster.exit(workers[2] as FakeWorker, 0);
    expect(run.exits).toEqual([0]);
  });

  it("exits 1 after SIGINT when a worker did not stop cleanly", async () => {
    const run = setUp({ workers: 2 });
    run.cluster.listenAll();
    run.signal("SIGINT");
    const [first, second] = run.cluster.alive() as [FakeWorker, FakeWorker];
    run.cluster.exit(first, 0);
    run.cluster.exit(second, 1);
    expect(run.exits).toEqual([1]);
  });

  it("ignores a second signal while stopping", async () => {
    const run = setUp({ workers: 2 });
    run.cluster.listenAll();
    run.signal("SIGTERM");
    run.signal("SIGINT");
    for (const worker of run.cluster.alive()) expect(worker.signals).toEqual(["SIGTERM"]);
    expect(run.timers).toHaveLength(1);
    expect(run.exits).toEqual([]);
  });

  it("kills the workers that have not stopped when its time is up, and exits 1", async () => {
    const run = setUp({ workers: 2, shutdownTimeoutMs: 500 });
    run.cluster.listenAll();
    run.signal("SIGTERM");
    const [first, stuck] = run.cluster.alive() as [FakeWorker, FakeWorker];
    run.cluster.exit(first, 0);
    run.timers[0]?.callback();
    expect(stuck.signals).toEqual(["SIGTERM", "SIGKILL"]);
    expect(first.signals).toEqual(["SIGTERM"]);
    expect(run.lines).toContainEqual({
      level: "error",
      fields: { timeoutMs: 500 },
      message: "workers did not stop in time; exiting",
    });
    expect(run.exits).toEqual([1]);
  });

  it("exits at once on a signal when no worker is left", async () => {
    const run = setUp({ workers: 1 });
    run.cluster.listenAll();
    delete run.cluster.workers[1];
    run.signal("SIGTERM");
    expect(run.exits).toEqual([0]);
    expect(run.timers).toEqual([]);
  });
});
