import type { FastifyInstance } from "fastify";

/**
 * Runs `run` once a day from `hour` (Singapore time) on: every process checks every
 * `checkEveryMs`, and `run` itself claims the day (daily-job-run-repository.ts), so that one process
 * does the work. A failure is logged; the next check tries again only if the day was not claimed.
 */
export function scheduleDaily(
  app: FastifyInstance,
  {
    name,
    hour,
    checkEveryMs,
    run,
  }: {
    name: string;
    hour: number;
    checkEveryMs: number;
    run: (now: Date) => Promise<void>;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const check = async () => {
    if (running || singaporeHour(new Date()) < hour) return;
    running = true;
    try {
      await run(new Date());
    } catch (error) {
      app.log.warn({ err: error, job: name }, "daily job failed");
    } finally {
      running = false;
    }
  };
  app.addHook("onReady", async () => {
    timer = setInterval(check, checkEveryMs);
    timer.unref();
    void check();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

const hourInSingapore = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Singapore",
  hour: "2-digit",
  hourCycle: "h23",
});

function singaporeHour(now: Date): number {
  return Number(hourInSingapore.format(now));
}
