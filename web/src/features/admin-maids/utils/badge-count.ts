import { BADGE_MAX } from "@maids/contract/limits.ts";

/** Badge numbers cap at 99 and show '99+' (SPEC.md section 9). */
export function badgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
