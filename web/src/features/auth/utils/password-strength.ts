import { RESET_PASSWORD_MIN_LENGTH } from "@maids/contract/limits.ts";
import { RESET_PASSWORD_TEXTS } from "@maids/contract/messages.ts";

const CRITERIA = [
  (password: string) => password.length >= RESET_PASSWORD_MIN_LENGTH,
  (password: string) => /[a-z]/.test(password),
  (password: string) => /[A-Z]/.test(password),
  (password: string) => /[0-9]/.test(password),
  (password: string) => /[^A-Za-z0-9]/.test(password),
] as const;

export const STRENGTH_CRITERIA_COUNT = CRITERIA.length;

export type PasswordStrength = {
  /** How many of the five criteria hold: length, lower case, upper case, digit, special. */
  score: number;
  label: string;
  level: "weak" | "fair" | "good" | "strong";
};

/** Weak up to 2 criteria, Fair 3, Good 4, Strong 5 (docs/product.md#accounts). */
export function passwordStrength(password: string): PasswordStrength {
  const score = CRITERIA.filter((holds) => holds(password)).length;
  const level = score <= 2 ? "weak" : score === 3 ? "fair" : score === 4 ? "good" : "strong";
  return { score, level, label: RESET_PASSWORD_TEXTS.strength[level] };
}
