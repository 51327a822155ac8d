import { describe, expect, it } from "vitest";
import {
  IDENTITY_MESSAGES,
  maskIdentityNumber,
  nricFinCheckLetter,
  nricFinProblem,
  nricFinSchema,
} from "../src/identity-numbers.ts";

describe("NRIC/FIN check letters", () => {
  it.each([
    ["S1234567D"],
    ["T1234567J"],
    ["F1234567N"],
    ["G1234567X"],
    ["M1234567K"],
    ["S0000001I"],
    ["T0000000G"],
  ])("takes %s, whose letter matches its digits", (value) => {
    expect(nricFinProblem(value)).toBeNull();
  });

  it.each([["S1234567A"], ["T1234567D"], ["F1234567X"], ["G1234567N"], ["M1234567L"]])(
    "refuses %s, whose letter is another series' or wrong",
    (value) => {
      expect(nricFinProblem(value)).toBe(IDENTITY_MESSAGES.checksum);
    },
  );

  it.each([
    [""],
    ["A1234567D"],
    ["S123456D"],
    ["S12345678"],
    ["S1234567"],
    ["s1234567d"],
    ["S1234 567D"],
  ])("refuses %o as not an NRIC/FIN at all", (value) => {
    expect(nricFinProblem(value)).toBe(
      value ? IDENTITY_MESSAGES.format : IDENTITY_MESSAGES.required,
    );
  });

  it("gives every remainder its own letter in each series, so each letter means one sum", () => {
    for (const prefix of ["S", "T", "F", "G", "M"]) {
      const letters = new Set<string>();
      for (let n = 0; n < 100; n += 1) {
        letters.add(nricFinCheckLetter(prefix, String(n).padStart(7, "0")) ?? "");
      }
      expect(letters.size, prefix).toBe(11);
    }
    expect(nricFinCheckLetter("X", "1234567")).toBeNull();
    expect(nricFinCheckLetter("S", "123456")).toBeNull();
  });

  it("reads what a person types: spaces around, small letters", () => {
    expect(nricFinSchema.parse(" s1234567d ")).toBe("S1234567D");
    expect(nricFinSchema.safeParse("S1234567A").error?.issues[0]?.message).toBe(
      IDENTITY_MESSAGES.checksum,
    );
    expect(nricFinSchema.safeParse(1234567).error?.issues[0]?.message).toBe(
      IDENTITY_MESSAGES.required,
    );
  });
});

describe("masking", () => {
  it("shows the first character and the last four only", () => {
    expect(maskIdentityNumber("S1234567D")).toBe("S****567D");
    expect(maskIdentityNumber("P12345678")).toBe("P****5678");
    expect(maskIdentityNumber("EC1234567")).toBe("E****4567");
    expect(maskIdentityNumber("AB123")).toBe("*****");
    expect(maskIdentityNumber("")).toBe("");
  });
});
