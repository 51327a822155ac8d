import { afterEach, describe, expect, it, vi } from "vitest";
import { type JobSweep, progressReporter, sweepJobs } from "../src/jobs/background-job.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("a background job's progress", () => {
  it("writes how many items are done at most every 300 ms", async () => {
    vi.useFakeTimers({ now: 0 });
    const written: number[] = [];
    const progress = progressReporter(
      async (done) => written.push(done),
      () => {},
    );
    progress.step();
    progress.step();
    expect(written).toEqual([]);
    vi.setSystemTime(300);
    progress.step();
    progress.step();
    vi.setSystemTime(650);
    progress.step();
    await Promise.resolve();
    expect(written).toEqual([3, 5]);
  });

  it("reports a write that fails and goes on counting", async () => {
    vi.useFakeTimers({ now: 0 });
    const failures: unknown[] = [];
    const written: number[] = [];
    let fail = true;
    const progress = progressReporter(
      async (done) => {
        if (fail) throw new Error("database gone");
        written.push(done);
      },
      (error) => failures.push(error),
    );
    vi.setSystemTime(300);
    progress.step();
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    fail = false;
    vi.setSystemTime(600);
    progress.step();
    await vi.waitFor(() => expect(written).toEqual([2]));
  });
});

describe("the sweep of jobs left behind", () => {
  it("gives up the stalled jobs and expires the abandoned ones, by their last move", async () => {
    const asked: Record<string, Date> = {};
    const done: string[] = [];
    const sweep: JobSweep<string> = {
      stalledAfterMs: 1_000,
      abandonedAfterMs: 60_000,
      findStalled: async (before) => {
        asked.stalled = before;
        return ["checking", "committing"];
      },
      findAbandoned: async (before) => {
        asked.abandoned = before;
        return ["ready"];
      },
      giveUp: async (job) => done.push(`gave up ${job}`),
      expire: async (job) => done.push(`expired ${job}`),
    };
    await sweepJobs(sweep, 100_000);
    expect(asked).toEqual({ stalled: new Date(99_000), abandoned: new Date(40_000) });
    expect(done).toEqual(["gave up checking", "gave up committing", "expired ready"]);
  });
});
