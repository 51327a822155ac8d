import { vi } from "vitest";

type ConsoleCalls = unknown[][];

let recorded: { error: ConsoleCalls; warn: ConsoleCalls } = { error: [], warn: [] };
let errorsExpected = false;

/** Records console errors and warnings so that a test fails on any it did not ask for. */
export function watchConsole() {
  recorded = { error: [], warn: [] };
  errorsExpected = false;
  vi.spyOn(console, "error").mockImplementation((...args) => recorded.error.push(args));
  vi.spyOn(console, "warn").mockImplementation((...args) => recorded.warn.push(args));
}

/** For a test that provokes errors on purpose: returns the console.error calls made so far and later. */
export function expectConsoleErrors(): ConsoleCalls {
  errorsExpected = true;
  return recorded.error;
}

export function unexpectedConsoleOutput(): string[] {
  const calls = [...(errorsExpected ? [] : recorded.error), ...recorded.warn];
  return calls.map((args) => args.map(String).join(" "));
}
