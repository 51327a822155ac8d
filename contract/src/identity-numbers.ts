import { z } from "zod";

/**
 * Singapore identity numbers (NRIC for citizens and permanent residents, FIN for foreigners):
 * a prefix letter, seven digits and a check letter computed from them (docs/product.md#identity-numbers).
 * Kept encrypted on the server and shown masked everywhere (`maskIdentityNumber`).
 */

export const NRIC_FIN_PATTERN = /^[STFGM]\d{7}[A-Z]$/;

export const IDENTITY_MESSAGES = {
  required: "NRIC/FIN is required",
  format: "NRIC/FIN must be a letter S, T, F, G or M, seven digits and a letter, e.g. S1234567D",
  checksum:
    "This NRIC/FIN's last letter does not match its digits: please check it against the card",
} as const;

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;

/** The check letters by remainder, and what the prefix adds to the weighted sum, per series. */
const SERIES: Record<string, { offset: number; letters: string }> = {
  S: { offset: 0, letters: "JZIHGFEDCBA" },
  T: { offset: 4, letters: "JZIHGFEDCBA" },
  F: { offset: 0, letters: "XWUTRQPNMLK" },
  G: { offset: 4, letters: "XWUTRQPNMLK" },
  M: { offset: 3, letters: "XWUTRQPNJLK" },
};

/** The check letter of a prefix and seven digits; null when they are not that. */
export function nricFinCheckLetter(prefix: string, digits: string): string | null {
  const series = SERIES[prefix];
  if (!series || !/^\d{7}$/.test(digits)) return null;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return series.letters[(sum + series.offset) % 11] ?? null;
}

/** What is wrong with an NRIC/FIN (upper-cased, trimmed), or null when it is a valid one. */
export function nricFinProblem(value: string): string | null {
  if (!value) return IDENTITY_MESSAGES.required;
  if (!NRIC_FIN_PATTERN.test(value)) return IDENTITY_MESSAGES.format;
  const expected = nricFinCheckLetter(value.charAt(0), value.slice(1, 8));
  return expected === value.charAt(8) ? null : IDENTITY_MESSAGES.checksum;
}

/** An NRIC/FIN as typed (any case, spaces around), checked, upper-cased. */
export const nricFinSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  z.string({ error: IDENTITY_MESSAGES.required }).superRefine((value, context) => {
    const problem = nricFinProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
);

/**
 * An identity number as every screen, export and mail shows it: the first character and the
 * last four, the rest as stars (`S****567D`); a short one all stars.
 */
export function maskIdentityNumber(value: string): string {
  if (value.length <= 5) return "*".repeat(value.length);
  return `${value.charAt(0)}${"*".repeat(value.length - 5)}${value.slice(-4)}`;
}
