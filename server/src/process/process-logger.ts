import { hostname } from "node:os";

export type ProcessLogger = Record<
  "info" | "warn" | "error",
  (fields: object, message: string) => void
>;

/** The primary's own JSON log lines, in the shape and at the level of the workers' (pino). */
export function processLogger(level: string): ProcessLogger {
  const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 };
  const threshold = levels[level as keyof typeof levels] ?? 30;
  const line = (value: number) => (fields: object, msg: string) => {
    if (value < threshold) return;
    const entry = { level: value, time: Date.now(), pid: process.pid, hostname: hostname() };
    process.stdout.write(`${JSON.stringify({ ...entry, ...fields, msg })}\n`);
  };
  return { info: line(30), warn: line(40), error: line(50) };
}
