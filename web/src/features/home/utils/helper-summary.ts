import type { PublicHelper } from "@maids/contract/helper.ts";
import { CAROUSEL_SKILLS_SHOWN, DEFAULT_SKILLS_TEXT, RATING_MAX } from "@/shared/ui-limits.ts";
import { HOME_PAGE_TEXTS } from "../texts.ts";

const RATING_SHOWN_OUT_OF = 10;

/**
 * The helper's language rating out of 10: the average of her English, Chinese and dialect
 * ratings that are set (each 0 to RATING_MAX stars), scaled to 10 and rounded to one decimal
 * (4 stars → "8/10", 4 and 3 stars → "7/10"); "N/A" when none is set.
 */
export function languageRatingText({ maidDetails }: Pick<PublicHelper, "maidDetails">): string {
  const ratings = [
    maidDetails.englishRating,
    maidDetails.chineseRating,
    maidDetails.dialectRating,
  ].filter((rating): rating is number => rating !== null);
  if (ratings.length === 0) return HOME_PAGE_TEXTS.notRated;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  const outOfTen = Math.round(((average * RATING_SHOWN_OUT_OF) / RATING_MAX) * 10) / 10;
  return `${outOfTen}/${RATING_SHOWN_OUT_OF}`;
}

/** The first skills of the helper, or the default text when she lists none. */
export function shownSkills({ skills }: Pick<PublicHelper, "skills">): string[] {
  return skills.length > 0 ? skills.slice(0, CAROUSEL_SKILLS_SHOWN) : [DEFAULT_SKILLS_TEXT];
}
