import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";

describe("initialsOf", () => {
  it.each([
    ["Agency Admin", "AA"],
    ["mary", "M"],
    ["  Tan  Wei Ling ", "TW"],
    ["", ""],
  ])("%s -> %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
