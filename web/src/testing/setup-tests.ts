import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { unexpectedConsoleOutput, watchConsole } from "./console-guard.ts";

beforeEach(() => {
  watchConsole();
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  const unexpected = unexpectedConsoleOutput();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join("\n")}`);
  }
});
