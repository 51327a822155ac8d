import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { unexpectedConsoleOutput, watchConsole } from "./console-guard.ts";
import { installFastLabelLookup } from "./fast-labels.ts";

installFastLabelLookup();

// Two-core CI machines can be slow to settle a navigation; fail late rather than flakily.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  watchConsole();
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
  // jsdom draws nothing, and says so on the console: a canvas here has no context.
  HTMLCanvasElement.prototype.getContext = () => null;
  window.localStorage.clear();
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
