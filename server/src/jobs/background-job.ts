/**
 * The life of a job that runs in the background of a request and is followed through its row
 * (a bulk import's checks, commit and undo): its progress, written now and then, and the sweep
 * that ends the jobs a stopped process left behind and expires those nobody finished.
 */

/** Progress is written at most this often, so a fast job does not write once an item. */
const PROGRESS_EVERY_MS = 300;

/**
 * Counts a job's items and writes how many are done now and then (the end is written with the
 * result). A write that fails is reported and the work goes on: the bar stands still, nothing
 * else is lost.
 */
export function progressReporter(
  write: (done: number) => Promise<unknown>,
  onWriteFailed: (error: unknown) => void,
) {
  let done = 0;
  let writtenAt = Date.now();
  return {
    step(): void {
      done += 1;
      if (Date.now() - writtenAt < PROGRESS_EVERY_MS) return;
      writtenAt = Date.now();
      write(done).catch(onWriteFailed);
    },
  };
}

/** How a kind of job is found and ended; `stalledAfterMs` and `abandonedAfterMs` since its last move. */
export interface JobSweep<Job> {
  /** A job no process has moved on for this long was left by one that stopped. */
  stalledAfterMs: number;
  /** A job left waiting for a person this long is expired (personal data kept no longer than needed). */
  abandonedAfterMs: number;
  findStalled(movedBefore: Date): Promise<Job[]>;
  findAbandoned(movedBefore: Date): Promise<Job[]>;
  giveUp(job: Job): Promise<unknown>;
  expire(job: Job): Promise<unknown>;
}

/** Ends the stalled jobs, then expires the abandoned ones, one at a time. */
export async function sweepJobs<Job>(sweep: JobSweep<Job>, now = Date.now()): Promise<void> {
  for (const job of await sweep.findStalled(new Date(now - sweep.stalledAfterMs))) {
    await sweep.giveUp(job);
  }
  for (const job of await sweep.findAbandoned(new Date(now - sweep.abandonedAfterMs))) {
    await sweep.expire(job);
  }
}
