/**
 * Constants of the web app alone (docs/product.md#texts-and-limits): page sizes of carousels, delays,
 * card sizes, blur and fixed texts of the screens. What the server shares (page sizes
 * of the API, ranges it checks, photo sizes) stays in `@maids/contract/limits.ts`.
 */

export const TOP_HELPERS_PER_PAGE = 3;

export const SEARCH_DEBOUNCE_MS = 300;
export const RESET_REDIRECT_MS = 3000;
export const SIGNUP_REDIRECT_MS = 2000;
export const RECOMMEND_PROMPT_DELAY_MS = 1000;

export const CARD_SKILL_ICONS = { mobile: 2, tablet: 4, desktop: 6 } as const;
export const CARD_HEIGHTS = { mobile: 380, tablet: 480, desktop: 520 } as const;

export const BLUR_PX = { card: 12, detail: 10, carousel: 8 } as const;
export const BLUR_SCALE = 1.1;
export const BLUR_REAPPLY_MS = { card: 500, other: 1000 } as const;

export const DEFAULT_SKILLS_TEXT = "General housekeeping";
export const CAROUSEL_SKILLS_SHOWN = 3;
export const SALARY_NOTE = "total salary = basic salary + off day compensation";

export const RATING_MAX = 5;
export const BADGE_MAX = 99;
export const TOOLTIP_DELAYS = { enter: 100, touchEnter: 700, touchLeave: 1500 } as const;

/** Admin filter defaults (applied to the loaded list). */
export const ADMIN_FILTER_DEFAULTS = {
  age: { min: 1, max: 65, step: 1 },
  height: { min: 100, max: 200, step: 1 },
  weight: { min: 40, max: 200, step: 1 },
  salary: { min: 400, max: 2000, step: 50 },
  loan: { min: 0, max: 10000, step: 500 },
  children: { min: 0, max: 10, step: 1 },
} as const;
