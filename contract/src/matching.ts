import type { SkillArea, SkillRow } from "./biodata.ts";
import { daysBetween, formatDayAndMonth } from "./days.ts";
import { ageOn } from "./eligibility.ts";
import { CRITERIA, type Criterion, type FamilyRequirements } from "./family-requirements.ts";

/**
 * The ranking of helpers against a family's requirements (docs/product.md#helpers-who-fit):
 * deterministic and written down, no model and no hidden weights. Each criterion the family's
 * requirements call for is met (2 points), partly met (1) or not met (0), with its reason in
 * plain words from her record; a must-have that is not met excludes her; the rest order by
 * points, then by her record's number (lower first), so ties never change order between calls.
 */

export const MATCH_LEVELS = ["met", "partly", "notMet"] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];
export const LEVEL_POINTS: Record<MatchLevel, number> = { met: 2, partly: 1, notMet: 0 };

/** A past job, as the ranking reads it. */
export interface PastJob {
  country: string;
  startDate: string;
  endDate: string;
  mainJobScope: string;
}

/**
 * What the ranking may read of a helper. The public part is what anyone sees on her card; `full`
 * is what a signed-in family and staff see (her work history and her biodata's skills), left
 * undefined for an anonymous visitor's ranking. Her medical history is never read.
 */
export interface HelperFacts {
  id: number;
  salary: number;
  dateOfBirth: string;
  restDays: number;
  skills: readonly string[];
  languages: readonly string[];
  types: readonly string[];
  ratings: { english: number | null; chinese: number | null; dialect: number | null };
  availableFrom: string | null;
  description: string;
  full?: { jobs: readonly PastJob[]; skillAreas: Record<SkillArea, SkillRow> };
}

export interface CriterionResult {
  criterion: Criterion;
  level: MatchLevel;
  reason: string;
  mustHave: boolean;
}

export interface HelperFit {
  points: number;
  maxPoints: number;
  criteria: CriterionResult[];
}

/** A level, and its reason made only when asked: ranking thousands needs the levels alone. */
type Outcome = { level: MatchLevel; reason: () => string };
type Evaluate = (facts: HelperFacts, wanted: FamilyRequirements, today: string) => Outcome | null;

const dollars = new Intl.NumberFormat("en-SG", { maximumFractionDigits: 0 });
const money = (amount: number) => `$${dollars.format(amount)}`;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
const has = (list: readonly string[], ...items: string[]) =>
  items.some((item) => list.includes(item));

/** Whole years of past jobs whose main work mentions any of `words` (lower case), by country. */
function yearsDoing(jobs: readonly PastJob[], words: readonly string[]) {
  const byCountry = new Map<string, number>();
  for (const job of jobs) {
    const scope = job.mainJobScope.toLowerCase();
    if (words.length > 0 && !words.some((word) => scope.includes(word))) continue;
    const days = Math.max(0, daysBetween(job.startDate, job.endDate));
    byCountry.set(job.country, (byCountry.get(job.country) ?? 0) + days / 365.25);
  }
  return [...byCountry].map(([country, years]) => ({ country, years: Math.round(years) }));
}

type YearsByCountry = ReturnType<typeof yearsDoing>;
interface Derived {
  work: {
    child: YearsByCountry;
    infant: YearsByCountry;
    elderly: YearsByCountry;
    all: YearsByCountry;
  };
  /** Her description and cooking note in lower case, where cuisines are looked for. */
  record: string;
}

/**
 * What the criteria derive from her facts, once per facts object: a server that keeps the facts
 * between requests ranks without reading her past jobs again.
 */
const derivedOf = new WeakMap<HelperFacts, Derived>();
function derived(facts: HelperFacts): Derived {
  let known = derivedOf.get(facts);
  if (!known) {
    const jobs = facts.full?.jobs ?? [];
    known = {
      work: {
        child: yearsDoing(jobs, CHILD_WORDS),
        infant: yearsDoing(jobs, INFANT_WORDS),
        elderly: yearsDoing(jobs, ELDERLY_WORDS),
        all: yearsDoing(jobs, []),
      },
      record:
        `${facts.description} ${facts.full?.skillAreas.cooking.assessorNote ?? ""}`.toLowerCase(),
    };
    derivedOf.set(facts, known);
  }
  return known;
}

function jobsText(jobs: { country: string; years: number }[]): string {
  return jobs
    .map(({ country, years }) => (years > 0 ? `${plural(years, "year")} in ${country}` : country))
    .join(", ");
}

/**
 * A kind of care: met by experience in her biodata or her past jobs, or by the skill on her card;
 * partly met when she is only willing.
 */
function care(
  facts: HelperFacts,
  what: { area: SkillArea; skills: string[]; jobs: keyof Derived["work"]; noun: string },
): Outcome {
  const row = facts.full?.skillAreas[what.area];
  const jobs = derived(facts).work[what.jobs];
  if (jobs.length > 0) return { level: "met", reason: () => `${what.noun}: ${jobsText(jobs)}` };
  const years = row?.experienced ? row.experienceYears : null;
  if (years) return { level: "met", reason: () => `${what.noun}: ${plural(years, "year")}` };
  if (has(facts.skills, ...what.skills)) {
    return {
      level: "met",
      reason: () => `Lists ${what.skills[0]?.toLowerCase()} among her skills`,
    };
  }
  if (row?.willing)
    return { level: "partly", reason: () => `Willing, but no ${what.noun.toLowerCase()}` };
  return { level: "notMet", reason: () => `No ${what.noun.toLowerCase()} in her record` };
}

const CHILD_WORDS = ["child", "kid", "baby", "babies", "infant", "toddler", "newborn"];
const INFANT_WORDS = ["baby", "babies", "infant", "newborn", "toddler"];
const ELDERLY_WORDS = ["elder", "old", "grand", "aged", "patient", "bedridden", "dementia"];

const RATED = {
  English: "english",
  Mandarin: "chinese",
  Dialect: "dialect",
} as const satisfies Record<string, keyof HelperFacts["ratings"]>;
const LISTED: Record<string, string[]> = {
  English: ["English"],
  Mandarin: ["Chinese", "Mandarin"],
  Dialect: ["Dialect"],
  Malay: ["Malay"],
  Tamil: ["Tamil"],
};

/** "good" at 3 stars of 5 and above, "basic" below or when only listed, "none" otherwise. */
function languageLevel(facts: HelperFacts, language: string): "good" | "basic" | "none" {
  const key = RATED[language as keyof typeof RATED];
  const rating = key ? facts.ratings[key] : null;
  if (rating !== null && rating >= 3) return "good";
  if ((rating !== null && rating > 0) || has(facts.languages, ...(LISTED[language] ?? []))) {
    return "basic";
  }
  return "none";
}

const EVALUATE: Record<Criterion, Evaluate> = {
  salary(facts, { budgetMin, budgetMax }) {
    if (budgetMax === null) return null;
    const range = () =>
      budgetMin === null ? money(budgetMax) : `${money(budgetMin)} to ${money(budgetMax)}`;
    const salary = () => `Salary ${money(facts.salary)}`;
    if (facts.salary <= budgetMax)
      return { level: "met", reason: () => `${salary()}, within your ${range()}` };
    const over = facts.salary - budgetMax;
    return {
      level: over <= budgetMax * 0.1 ? "partly" : "notMet",
      reason: () => `${salary()}, ${money(over)} above your ${range()}`,
    };
  },
  startDate(facts, { startDate }, today) {
    if (startDate === null) return null;
    const from = facts.availableFrom;
    if (from === null || from <= today) return { level: "met", reason: () => "Available now" };
    const reason = () =>
      `Available from ${formatDayAndMonth(from)}, you need ${formatDayAndMonth(startDate)}`;
    if (from <= startDate) return { level: "met", reason };
    return { level: daysBetween(startDate, from) <= 14 ? "partly" : "notMet", reason };
  },
  languages(facts, { languages }) {
    if (languages.length === 0) return null;
    const levels = languages.map((language) => ({
      language,
      level: languageLevel(facts, language),
    }));
    const reason = () => levels.map(({ language, level }) => `${language}: ${level}`).join(", ");
    if (levels.every(({ level }) => level === "good")) return { level: "met", reason };
    if (levels.some(({ level }) => level === "none")) return { level: "notMet", reason };
    return { level: "partly", reason };
  },
  childcare(facts, { children, duties }) {
    if (children.length === 0 && !has(duties, "Childcare", "Babysitting")) return null;
    return care(facts, {
      area: "infantChildCare",
      skills: ["Childcare", "Babysitting"],
      jobs: "child",
      noun: "Childcare experience",
    });
  },
  infantCare(facts, { children, infantCare }) {
    if (!infantCare && !children.some((age) => age === 0)) return null;
    const jobs = derived(facts).work.infant;
    if (jobs.length > 0)
      return { level: "met", reason: () => `Cared for babies: ${jobsText(jobs)}` };
    if (has(facts.skills, "Childcare", "Babysitting")) {
      return {
        level: "partly",
        reason: () => "Childcare among her skills, no babies in her record",
      };
    }
    return { level: "notMet", reason: () => "No care of babies in her record" };
  },
  elderlyCare(facts, { elderly, duties }) {
    if (elderly.length === 0 && !has(duties, "Elderly Care", "Caregiving")) return null;
    const outcome = care(facts, {
      area: "elderlyCare",
      skills: ["Elderly Care", "Caregiving"],
      jobs: "elderly",
      noun: "Elderly care experience",
    });
    const heavy = elderly.some(({ needs }) => has(needs, "bedridden", "dementia"));
    const nursing =
      has(facts.skills, "Caregiving") || facts.full?.skillAreas.disabledCare.experienced;
    if (outcome.level === "met" && heavy && !nursing) {
      return {
        level: "partly",
        reason: () => `${outcome.reason()}; no caregiving for the bedridden or dementia`,
      };
    }
    return outcome;
  },
  cooking(facts, { duties, cuisines }) {
    if (!has(duties, "Cooking") && cuisines.length === 0) return null;
    if (!has(facts.skills, "Cooking") && !facts.full?.skillAreas.cooking.experienced) {
      return { level: "notMet", reason: () => "Cooking is not among her skills" };
    }
    if (cuisines.length === 0) return { level: "met", reason: () => "Cooks" };
    const { record } = derived(facts);
    const named = cuisines.filter((cuisine) => record.includes(cuisine.toLowerCase()));
    if (named.length === 0)
      return {
        level: "partly",
        reason: () => `Cooks; her record names no ${cuisines.join(" or ")} food`,
      };
    return { level: "met", reason: () => `Cooks ${named.join(" and ")} food` };
  },
  pets(facts, { pets }) {
    const needed = [
      ...(pets.includes("dogs") ? ["Dog(s)"] : []),
      ...(pets.includes("cats") ? ["Cat(s)"] : []),
    ];
    if (needed.length === 0) return null;
    const missing = needed.filter((skill) => !facts.skills.includes(skill));
    const names = (skills: string[]) =>
      skills.map((skill) => skill.replace("(s)", "s").toLowerCase()).join(" and ");
    if (missing.length === 0) return { level: "met", reason: () => `Cares for ${names(needed)}` };
    if (missing.length < needed.length) {
      return {
        level: "partly",
        reason: () =>
          `Cares for ${names(needed.filter((skill) => !missing.includes(skill)))}, not ${names(missing)}`,
      };
    }
    return {
      level: "notMet",
      reason: () => `${names(missing).replace(/^./, (c) => c.toUpperCase())} not among her skills`,
    };
  },
  housework(facts, { duties }) {
    if (!has(duties, "Housekeeping")) return null;
    if (
      has(facts.skills, "Housekeeping", "Cleaning") ||
      facts.full?.skillAreas.generalHousework.experienced
    ) {
      return { level: "met", reason: () => "Does housekeeping" };
    }
    return { level: "notMet", reason: () => "Housekeeping is not among her skills" };
  },
  restDays(facts, { restDaysOffered }) {
    if (restDaysOffered === null) return null;
    const reason = () =>
      `Asks for ${plural(facts.restDays, "rest day")} a month, you offer ${restDaysOffered}`;
    if (facts.restDays <= restDaysOffered) return { level: "met", reason };
    return { level: facts.restDays - restDaysOffered === 1 ? "partly" : "notMet", reason };
  },
  experience(facts, { experience }) {
    if (experience === "any") return null;
    const jobs = derived(facts).work.all;
    const inSingapore = jobs.filter((job) => job.country === "Singapore");
    const abroad = jobs.filter((job) => job.country !== "Singapore");
    const singaporeType = has(facts.types, "Ex-Singapore", "Transfer");
    const abroadType = facts.types.some(
      (type) => type.startsWith("Ex-") && type !== "Ex-Singapore",
    );
    const wanted =
      experience === "singapore"
        ? { jobs: inSingapore, type: singaporeType }
        : { jobs: abroad, type: abroadType };
    const other =
      experience === "singapore"
        ? { jobs: abroad, type: abroadType }
        : { jobs: inSingapore, type: singaporeType };
    const where = experience === "singapore" ? "in Singapore" : "abroad";
    if (wanted.jobs.length > 0)
      return { level: "met", reason: () => `Worked ${jobsText(wanted.jobs)}` };
    if (wanted.type) return { level: "met", reason: () => `Has worked ${where}` };
    if (other.jobs.length > 0)
      return { level: "partly", reason: () => `Worked ${jobsText(other.jobs)}, not ${where}` };
    if (other.type) return { level: "partly", reason: () => `Has worked, but not ${where}` };
    return { level: "notMet", reason: () => `Has not worked ${where}` };
  },
  hiring(facts, { hiring }) {
    if (hiring === "any") return null;
    if (hiring === "transfer") {
      if (has(facts.types, "Transfer"))
        return { level: "met", reason: () => "A transfer, already in Singapore" };
      if (has(facts.types, "Ex-Singapore"))
        return { level: "partly", reason: () => "Has worked in Singapore, not here now" };
      return { level: "notMet", reason: () => "Not a transfer" };
    }
    if (has(facts.types, "New/Fresh"))
      return { level: "met", reason: () => "New to working abroad" };
    return { level: "notMet", reason: () => "Has worked abroad before" };
  },
  age(facts, { ageMin, ageMax }, today) {
    if (ageMin === null && ageMax === null) return null;
    const age = ageOn(facts.dateOfBirth, today);
    const low = ageMin ?? 0;
    const high = ageMax ?? Number.POSITIVE_INFINITY;
    const range = () =>
      ageMin === null
        ? `up to ${ageMax}`
        : ageMax === null
          ? `${ageMin} or more`
          : `${ageMin} to ${ageMax}`;
    const reason = () => `Age ${age}, you prefer ${range()}`;
    if (age >= low && age <= high) return { level: "met", reason };
    const off = age < low ? low - age : age - high;
    return { level: off <= 2 ? "partly" : "notMet", reason };
  },
};

/** Her fit to the requirements: every criterion they call for, in the order of CRITERIA. */
export function fitOf(facts: HelperFacts, wanted: FamilyRequirements, today: string): HelperFit {
  const criteria: CriterionResult[] = [];
  for (const criterion of CRITERIA) {
    const outcome = EVALUATE[criterion](facts, wanted, today);
    if (!outcome) continue;
    const mustHave = wanted.mustHaves.includes(criterion);
    criteria.push({ criterion, level: outcome.level, reason: outcome.reason(), mustHave });
  }
  const points = criteria.reduce((sum, result) => sum + LEVEL_POINTS[result.level], 0);
  return { points, maxPoints: criteria.length * LEVEL_POINTS.met, criteria };
}

/**
 * The helpers that meet every must-have at least partly, best fit first, ties by id (lower
 * first), with their points; `fitOf` gives the reasons of those shown.
 */
export function rankHelpers<Facts extends HelperFacts>(
  helpers: readonly Facts[],
  wanted: FamilyRequirements,
  today: string,
): { facts: Facts; points: number }[] {
  const mustHaves = new Set(wanted.mustHaves);
  const ranked: { facts: Facts; points: number }[] = [];
  eachHelper: for (const facts of helpers) {
    let points = 0;
    for (const criterion of CRITERIA) {
      const outcome = EVALUATE[criterion](facts, wanted, today);
      if (!outcome) continue;
      if (outcome.level === "notMet" && mustHaves.has(criterion)) continue eachHelper;
      points += LEVEL_POINTS[outcome.level];
    }
    ranked.push({ facts, points });
  }
  return ranked.sort((a, b) => b.points - a.points || a.facts.id - b.facts.id);
}

/** The reasons a card shows first: what she meets, then what she partly meets. */
export function topReasons<Result extends { level: MatchLevel }>(
  criteria: readonly Result[],
  count: number,
): Result[] {
  const order: MatchLevel[] = ["met", "partly"];
  return order
    .flatMap((level) => criteria.filter((result) => result.level === level))
    .slice(0, count);
}
