import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength.ts";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Weak"],
    ["abcdefg1", 3, "Fair"],
    ["Abcdefg1", 4, "Good"],
    ["Abcdef1!", 5, "Strong"],
    ["A1!", 3, "Fair"],
    ["ab cd", 2, "Weak"],
  ])("rates %j as %i of 5 criteria: %s", (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });
});
