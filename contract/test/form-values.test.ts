import { describe, expect, it } from "vitest";
import { isBlank } from "../src/form-values.ts";

describe("isBlank", () => {
  it("is true for a missing value, null and text of spaces only", () => {
    for (const value of [undefined, null, "", "   ", "\t\n"]) expect(isBlank(value)).toBe(true);
  });

  it("is false for any other value, 0, false and empty lists included", () => {
    for (const value of ["a", " a ", 0, false, [], {}]) expect(isBlank(value)).toBe(false);
  });
});
