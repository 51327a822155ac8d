/**
 * Deterministic demo helpers (maids) for seeding a development or demo
 * database: believable names, profiles, histories and portrait traits.
 */

import { MINIMUM_REST_DAYS } from "@maids/contract/eligibility.ts";
import {
  EXPERIENCE_TYPES,
  type ExperienceType,
  HELPER_COUNTRIES,
  type HelperCountry,
  type MARITAL_STATUSES,
  type RELIGIONS,
  SKILLS,
} from "@maids/contract/enums.ts";
import type { EmploymentEntry } from "@maids/contract/helper.ts";
import { addDays, singaporeToday } from "../calendar.ts";
import type { NewHelper } from "../helpers/helper-repository.ts";
import {
  COUNTRIES,
  type CountryProfile,
  type Destination,
  type NameGroup,
  PLACES,
  type Place,
  TYPE_BY_COUNTRY,
  type Weighted,
} from "./demo-helper-tables.ts";
import { type PortraitTraits, portraitTraits } from "./portrait-svg.ts";
import { createRandom, type Random } from "./random.ts";

/**
 * A demo helper: the stored fields, employment as the API spells it, portrait traits,
 * and the key of her supplier in DEMO_SUPPLIERS.
 */
export interface DemoHelper
  extends Omit<
    NewHelper,
    "photoKey" | "employment" | "supplierId" | "passportExpiry" | "availableFrom"
  > {
  supplier: string;
  employment: EmploymentEntry[];
  portrait: PortraitTraits;
  /**
   * Months from the day the demo is loaded to her passport's expiry (the loader makes the date,
   * so that a few always expire within the next months): most 14 to 97, every eighth 2 to 6.
   */
  passportMonthsLeft: number;
  /**
   * Weeks from the day the demo is loaded to the first day she can start (the loader makes the
   * date: `availableFromToday`), or null when she can start now: every eighth 2 to 8, most null.
   */
  availableInWeeks: number | null;
}

/** The day `weeks` weeks after today in Singapore, or null (she can start now) for none. */
export function availableFromToday(weeks: number | null, today = singaporeToday()): string | null {
  return weeks === null ? null : addDays(today, weeks * 7);
}

type Religion = (typeof RELIGIONS)[number];
type MaritalStatus = (typeof MARITAL_STATUSES)[number];
type Skill = (typeof SKILLS)[number];

/** Ages and employment dates are computed against this date so output never drifts. */
export const DEMO_REFERENCE_DATE = "2026-01-01";
const REFERENCE_YEAR = 2026;
const DEMO_SEED = 20260101;
const EMPLOYED_COUNT = 10;
const INACTIVE_COUNT = 2;
const SENIOR_AGE = 62;
const PREMIUM_SALARY = 1200;

const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const word = (value: number) => NUMBER_WORDS[value] ?? String(value);

// ---------------------------------------------------------------------------
// Small utilities

function weighted<T>(random: Random, items: Weighted<T>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error("weighted pick from an empty list");
  return last[0];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Lower-cases a leading common word but keeps proper nouns such as Chinese or Taiwanese. */
const decapitalize = (text: string) =>
  /^(Expatriate|Caring|Cooking|Cleaning)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
const withArticle = (text: string) =>
  `${/^[aeiou]/i.test(text) && !/^eu/i.test(text) ? "an" : "a"} ${text}`;
const pad = (value: number) => String(value).padStart(2, "0");

/** Months are counted as year * 12 + (month - 1). */
function isoDate(month: number, day: number): string {
  return `${Math.floor(month / 12)}-${pad((month % 12) + 1)}-${pad(day)}`;
}

const monthOf = (year: number, month: number) => year * 12 + month - 1;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function durationText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearText = years === 1 ? "one year" : `${word(years)} years`;
  const monthText = rest === 1 ? "one month" : `${word(rest)} months`;
  if (years === 0) return monthText;
  return rest === 0 ? yearText : `${yearText} and ${monthText}`;
}

// ---------------------------------------------------------------------------
// Personal profile

interface Person {
  name: string;
  callName: string;
  religion: Religion;
  baseLanguages: readonly string[];
  hometown: string;
  age: number;
  birthMonth: number;
  dateOfBirth: string;
  maritalStatus: MaritalStatus;
  numChildren: number;
  skills: Skill[];
}

const SKILL_WEIGHTS: Record<Skill, number> = {
  Cooking: 8,
  Housekeeping: 8,
  Childcare: 5,
  Babysitting: 3,
  "Elderly Care": 4,
  "Dog(s)": 2,
  "Cat(s)": 1.5,
  Caregiving: 2.5,
};

function pickSkills(random: Random): Skill[] {
  const keyed = SKILLS.map((skill) => ({
    skill,
    key: random.next() ** (1 / SKILL_WEIGHTS[skill]),
  }));
  const chosen = keyed
    .sort((a, b) => b.key - a.key)
    .slice(0, random.int(2, 5))
    .map(({ skill }) => skill);
  const onlyPets = !chosen.some((skill) => skill !== "Dog(s)" && skill !== "Cat(s)");
  if (onlyPets) chosen.push("Housekeeping");
  return SKILLS.filter((skill) => chosen.includes(skill));
}

function pickMarital(random: Random, age: number): { status: MaritalStatus; children: number } {
  const status: MaritalStatus =
    age < 26 && random.chance(0.8)
      ? "Single"
      : weighted(random, [
          ["Single", 3],
          ["Married", 4],
          ["Widowed", 1],
          ["Divorced", 1.2],
        ]);
  const maxChildren = Math.min(4, Math.floor((age - 18) / 4));
  if (status === "Single") return { status, children: random.chance(0.1) ? 1 : 0 };
  if (status === "Married") return { status, children: random.int(0, maxChildren) };
  return { status, children: random.int(1, Math.max(1, maxChildren)) };
}

function callNameOf(name: string, country: HelperCountry): string {
  if (country === "Myanmar") return name;
  if (name.includes(" Binti ")) return name.split(" Binti ")[0] ?? name;
  const parts = name.split(" ");
  if (country === "Cambodia" || country === "Vietnam") return parts[parts.length - 1] ?? name;
  return parts[0] ?? name;
}

function pickGroup(random: Random, profile: CountryProfile, ordinal: number): NameGroup {
  const inTurn = profile.groups[ordinal];
  if (inTurn) return inTurn;
  return weighted(
    random,
    profile.groups.map((group) => [group, group.weight] as const),
  );
}

function buildPerson(
  random: Random,
  country: HelperCountry,
  ordinal: number,
  usedNames: Set<string>,
  age: number,
): Person {
  const group = pickGroup(random, COUNTRIES[country], ordinal);
  const name = random.pick(group.names.filter((candidate) => !usedNames.has(candidate)));
  usedNames.add(name);
  const birthMonth = monthOf(REFERENCE_YEAR - age - 1, random.int(1, 12));
  const { status, children } = pickMarital(random, age);
  return {
    name,
    callName: callNameOf(name, country),
    religion: group.religion,
    baseLanguages: group.languages,
    hometown: random.pick(group.hometowns ?? COUNTRIES[country].hometowns),
    age,
    birthMonth,
    dateOfBirth: isoDate(birthMonth, random.int(2, 28)),
    maritalStatus: status,
    numChildren: children,
    skills: pickSkills(random),
  };
}

// ---------------------------------------------------------------------------
// Employment history

interface Household {
  size: number;
  scope: string;
  kind: "children" | "elderly" | "couple";
}

function childrenPhrase(random: Random, kids: number, babies: boolean): string {
  if (babies) {
    return ["a newborn baby", "a baby and a pre-schooler", "a baby and two older children"][
      kids - 1
    ] as string;
  }
  if (kids === 1) return random.pick(["a toddler", "a pre-schooler", "a school-going child"]);
  if (kids === 2) return random.pick(["two school-going children", "two young children", "twins"]);
  return random.pick(["three school-going children", "three children aged 3 to 12"]);
}

const ELDER_PHRASES = [
  "an elderly grandmother who uses a wheelchair",
  "a bedridden grandfather",
  "an elderly grandmother with mild dementia",
  "a grandfather recovering from a stroke",
  "an elderly grandmother with diabetes",
] as const;

function petClause(random: Random, skills: readonly Skill[]): string[] {
  if (skills.includes("Dog(s)") && random.chance(0.6)) return ["walking the family's dog"];
  if (skills.includes("Cat(s)") && random.chance(0.6)) return ["looking after two cats"];
  return [];
}

function household(random: Random, skills: readonly Skill[]): Household {
  const kinds: Household["kind"][] = [];
  if (skills.includes("Childcare") || skills.includes("Babysitting"))
    kinds.push("children", "children");
  if (skills.includes("Elderly Care") || skills.includes("Caregiving")) kinds.push("elderly");
  if (kinds.length === 0 || random.chance(0.15)) kinds.push("couple");
  const kind = random.pick(kinds);
  const chores = [...(skills.includes("Cooking") ? ["cooking"] : []), "cleaning"];
  const pets = petClause(random, skills);
  if (kind === "children") {
    const kids = random.int(1, 3);
    const grandparent = random.chance(0.25) ? 1 : 0;
    const care = `caring for ${childrenPhrase(random, kids, skills.includes("Babysitting") && random.chance(0.6))}`;
    return { kind, size: 2 + kids + grandparent, scope: listText([...chores, care, ...pets]) };
  }
  if (kind === "elderly") {
    const couple = random.chance(0.25);
    const care = couple
      ? "caring for an elderly couple"
      : `caring for ${random.pick(ELDER_PHRASES)}`;
    const extra = random.pick([
      "accompanying her employer to medical appointments",
      "preparing soft meals",
      "doing the laundry",
    ]);
    return {
      kind,
      size: (couple ? 2 : 1) + random.int(1, 3),
      scope: listText([care, ...chores, extra]),
    };
  }
  const duties = [...chores, "washing", "ironing", ...pets];
  return { kind, size: random.int(2, 3), scope: listText(duties) };
}

function employerDescription(
  random: Random,
  place: Place,
  size: number,
  kind: Household["kind"],
): string {
  const ethnicity = random.pick(place.ethnicities);
  const unit = size === 2 && kind !== "elderly" ? "couple" : `family of ${word(size)}`;
  const expat = ethnicity.includes("expatriate") && place.expatHousing;
  const housing = random.pick(expat || place.housing);
  return capitalize(`${ethnicity} ${unit} living in ${housing} in ${random.pick(place.areas)}`);
}

function reasonOfLeaving(
  random: Random,
  months: number,
  kind: Household["kind"],
  last: boolean,
  transfer: boolean,
): string {
  if (last && transfer) {
    return random.pick([
      "Employer relocating overseas",
      "Employer no longer needs a full-time helper",
      "Contract finished; wishes to continue working in Singapore",
    ]);
  }
  if (kind === "elderly" && random.chance(0.3)) {
    return random.pick([
      "The elderly employer passed away",
      "Elderly employer moved into a nursing home",
    ]);
  }
  if (months >= 22) {
    const grown = kind === "children" ? ["Contract finished; the children had grown up"] : [];
    return random.pick([
      "Contract finished",
      "Contract finished; went home to her family",
      ...grown,
    ]);
  }
  return random.pick([
    "Employer relocated overseas",
    "Employer's family moved to a smaller home",
    "Family emergency at home",
  ]);
}

function contractMonths(random: Random, destination: Destination): number {
  const renewals = destination === "Singapore" || destination === "Hong Kong" ? 3 : 1;
  return weighted(random, [
    [24, 5],
    [random.int(8, 21), 2],
    [random.int(30, 36 + 24 * renewals), 2],
  ]);
}

function pickPlace(random: Random, destination: Destination): Place {
  return destination === "Middle East" ? random.pick(PLACES["Middle East"]) : PLACES[destination];
}

function pickDestinations(random: Random, profile: CountryProfile): Destination[] {
  const destinations = Array.from(
    {
      length: weighted(random, [
        [1, 4],
        [2, 3],
        [3, 1.5],
      ]),
    },
    () => weighted(random, profile.destinations),
  );
  if (!destinations.some((destination) => destination !== "Malaysia")) {
    destinations[destinations.length - 1] = "Singapore";
  }
  return destinations;
}

interface History {
  employment: EmploymentEntry[];
  households: Household[];
  transfer: boolean;
}

/** Builds entries backwards from the most recent, never before the helper turned 21. */
function buildHistory(random: Random, profile: CountryProfile, person: Person): History {
  const destinations = pickDestinations(random, profile);
  const transfer = destinations[destinations.length - 1] === "Singapore" && random.chance(0.45);
  const earliest = person.birthMonth + 21 * 12;
  let end = transfer
    ? monthOf(2025, random.int(7, 12))
    : monthOf(random.int(2021, 2025), random.int(1, 10));
  const entries: { employment: EmploymentEntry; household: Household }[] = [];
  for (const destination of [...destinations].reverse()) {
    const months = Math.min(contractMonths(random, destination), end - earliest);
    if (months < 6) break;
    const start = end - months;
    const place = pickPlace(random, destination);
    const home = household(random, person.skills);
    entries.unshift({
      household: home,
      employment: {
        country: place.country,
        startDate: isoDate(start, random.int(1, 28)),
        endDate: isoDate(end, random.int(1, 28)),
        noOfFamilyMember: home.size,
        mainJobScope: capitalize(home.scope),
        employerDescription: employerDescription(random, place, home.size, home.kind),
        reasonOfLeaving: reasonOfLeaving(random, months, home.kind, entries.length === 0, transfer),
        // Filled in by demo-biodata.ts, from a random sequence of its own.
        employerType: "",
        feedback: "",
      },
    });
    end = start - random.int(2, 14);
  }
  return {
    employment: entries.map((entry) => entry.employment),
    households: entries.map((entry) => entry.household),
    transfer: transfer && entries.length > 0,
  };
}

function typesOf(history: History): ExperienceType[] {
  if (history.employment.length === 0) return ["New/Fresh"];
  const types = new Set<ExperienceType>();
  if (history.transfer) types.add("Transfer");
  const earlier = history.transfer ? history.employment.slice(0, -1) : history.employment;
  for (const entry of earlier) {
    const type = TYPE_BY_COUNTRY[entry.country];
    if (type) types.add(type);
  }
  return EXPERIENCE_TYPES.filter((type) => types.has(type));
}

const monthsBetween = (entry: EmploymentEntry) => {
  const [startYear, startMonth] = entry.startDate.split("-").map(Number);
  const [endYear, endMonth] = entry.endDate.split("-").map(Number);
  return ((endYear ?? 0) - (startYear ?? 0)) * 12 + ((endMonth ?? 0) - (startMonth ?? 0));
};

function yearSpan(entry: EmploymentEntry): string {
  const start = entry.startDate.slice(0, 4);
  const end = entry.endDate.slice(0, 4);
  return start === end ? start : `${start}–${end}`;
}

/** "Singapore (2016–2018, 2019–2025)", merging consecutive stints in one country. */
function stintsByCountry(employment: readonly EmploymentEntry[]): string[] {
  const runs: { country: string; spans: string[] }[] = [];
  for (const entry of employment) {
    const last = runs[runs.length - 1];
    if (last?.country === entry.country) last.spans.push(yearSpan(entry));
    else runs.push({ country: entry.country, spans: [yearSpan(entry)] });
  }
  return runs.map((run) => `${run.country} (${run.spans.join(", ")})`);
}

function historySummary(random: Random, employment: readonly EmploymentEntry[]): string {
  if (employment.length === 0) {
    return random.pick([
      "First time working overseas.",
      "No overseas experience yet; this will be her first job abroad.",
      "First time working abroad; she has completed the agency's pre-departure training.",
    ]);
  }
  const total = employment.reduce((sum, entry) => sum + monthsBetween(entry), 0);
  const years = Math.round(total / 12);
  const amount =
    total < 12 ? durationText(total) : `about ${word(years)} year${years === 1 ? "" : "s"}`;
  return `${capitalize(amount)} of overseas experience: ${listText(stintsByCountry(employment))}.`;
}

// ---------------------------------------------------------------------------
// Languages and ratings

interface Languages {
  languages: string[];
  englishRating: number | null;
  chineseRating: number | null;
  dialectRating: number | null;
}

function pickLanguages(
  random: Random,
  profile: CountryProfile,
  person: Person,
  types: readonly ExperienceType[],
): Languages {
  const set = new Set<string>(person.baseLanguages);
  if (random.chance(profile.englishChance)) set.add("English");
  for (const [language, chance] of profile.extraLanguages)
    if (random.chance(chance)) set.add(language);
  const inSingapore = types.includes("Ex-Singapore") || types.includes("Transfer");
  const chinese =
    (types.includes("Ex-Taiwan") && random.chance(0.9)) ||
    (types.includes("Ex-Hongkong") && random.chance(0.3)) ||
    (inSingapore && random.chance(0.3));
  const dialect =
    (types.includes("Ex-Hongkong") && random.chance(0.7)) || (inSingapore && random.chance(0.15));
  if (chinese) set.add("Chinese");
  if (dialect) set.add("Dialect");
  const [low, high] = profile.englishRating;
  const experienced = !types.includes("New/Fresh");
  return {
    languages: [...set],
    englishRating: set.has("English")
      ? Math.min(5, random.int(low, high) + (experienced ? random.int(0, 1) : 0))
      : null,
    chineseRating: chinese
      ? types.includes("Ex-Taiwan")
        ? random.int(2, 4)
        : random.int(1, 3)
      : null,
    dialectRating: dialect
      ? types.includes("Ex-Hongkong")
        ? random.int(2, 4)
        : random.int(1, 2)
      : null,
  };
}

// ---------------------------------------------------------------------------
// Description

const TRAITS = [
  "cheerful",
  "soft-spoken",
  "patient",
  "hardworking",
  "well organised",
  "calm",
  "responsible",
  "warm",
  "attentive",
  "gentle",
  "practical",
  "tidy",
] as const;

const HOME_LIFE = [
  "grew up helping on her family's rice farm",
  "helped to raise her younger siblings",
  "ran a small food stall with her mother",
  "cared for her grandmother for several years",
  "worked as a shop assistant before deciding to work abroad",
] as const;

function maritalPhrase(person: Person): string {
  const kids = person.numChildren;
  const motherOf = `mother of ${word(kids)}`;
  if (person.maritalStatus === "Single") return kids > 0 ? `single ${motherOf}` : "single woman";
  if (person.maritalStatus === "Married") return kids > 0 ? `married ${motherOf}` : "married woman";
  if (person.maritalStatus === "Widowed") return `widowed ${motherOf}`;
  return kids > 0 ? motherOf : "divorced woman";
}

/** "the Philippines" reads right after "in" or "from"; other countries need no article. */
const countryName = (country: string) => (country === "Philippines" ? "the Philippines" : country);

function introSentence(random: Random, person: Person, country: string): string {
  const [first, second] = random.sample(TRAITS, 2);
  const { callName, age, hometown } = person;
  const templates = [
    () => `${callName} is a ${age}-year-old ${maritalPhrase(person)} from ${hometown}, ${country}.`,
    () =>
      `Originally from ${hometown} in ${countryName(country)}, ${callName} is ${first} and ${second}.`,
    () =>
      `${callName}, ${age}, comes from ${hometown}, ${country}, where she ${random.pick(HOME_LIFE)}.`,
    () =>
      `${callName} is ${withArticle(`${first}, ${second}`)} ${maritalPhrase(person)} from ${countryName(country)}.`,
  ];
  return random.pick(templates)();
}

const TRAINING: Record<Skill, string> = {
  Cooking: "cooking",
  Housekeeping: "housekeeping",
  Childcare: "childcare",
  Babysitting: "infant care",
  "Elderly Care": "elderly care",
  "Dog(s)": "pet care",
  "Cat(s)": "pet care",
  Caregiving: "basic caregiving",
};

function freshSentence(random: Random, person: Person): string {
  const training = [
    ...new Set(random.sample(person.skills, 3).map((skill) => TRAINING[skill])),
  ].slice(0, 2);
  const children =
    person.numChildren === 1 ? "her son" : `her ${word(person.numChildren)} children`;
  const atHome =
    person.numChildren > 0
      ? `has brought up ${children}`
      : random.pick([
          "has helped to raise her nieces and nephews",
          "has kept house for her extended family",
        ]);
  return random.pick([
    `This is her first time working overseas, and she has completed training in ${listText(training)}.`,
    `Although she is new to working abroad, she ${atHome} and is keen to learn a new family's routines.`,
  ]);
}

function experienceSentence(random: Random, history: History): string {
  const latest = history.employment[history.employment.length - 1];
  const latestHome = history.households[history.households.length - 1];
  if (!latest || !latestHome) return "";
  const duration = durationText(monthsBetween(latest));
  const employer = `${withArticle(decapitalize(latest.employerDescription))}, ${latest.country}`;
  const scope = decapitalize(latest.mainJobScope);
  const sentence = random.pick([
    `Most recently she spent ${duration} with ${employer}, ${scope}.`,
    `Her last position was with ${employer}, where she worked for ${duration}, ${scope}.`,
    `For ${duration} she worked for ${employer}; her duties were ${scope}.`,
  ]);
  const previous = history.employment[history.employment.length - 2];
  if (!previous || !random.chance(0.6)) return sentence;
  return `${sentence} Before that she worked in ${previous.country} for ${durationText(monthsBetween(previous))}.`;
}

function skillClauses(cuisine: string): Record<Skill, readonly string[]> {
  return {
    Cooking: [
      `she enjoys cooking and can prepare ${cuisine} and simple Western dishes`,
      "she is a capable cook who is happy to learn the family's favourite recipes",
    ],
    Housekeeping: [
      "she keeps a home clean and well organised",
      "she is thorough with laundry, ironing and general cleaning",
    ],
    Childcare: [
      "she is patient with young children and happy to help with homework and school runs",
      "she enjoys looking after children and keeping them to a routine",
    ],
    Babysitting: [
      "she is comfortable caring for infants, including feeding, bathing and night-time care",
      "she is calm and careful with babies",
    ],
    "Elderly Care": [
      "she is gentle and attentive with elderly family members",
      "she can help the elderly with meals, short walks and medication reminders",
    ],
    "Dog(s)": ["she is comfortable with dogs and can walk and feed them", "she likes dogs"],
    "Cat(s)": [
      "she is fond of cats and can take care of feeding and litter",
      "she is happy to look after cats",
    ],
    Caregiving: [
      "she can assist with transfers, showering and daily care for a less mobile person",
      "she has caregiving training, including helping with mobility and personal hygiene",
    ],
  };
}

function cuisineOf(profile: CountryProfile, types: readonly ExperienceType[]): string {
  const chineseHomes = ["Ex-Singapore", "Transfer", "Ex-Hongkong", "Ex-Taiwan"] as const;
  return chineseHomes.some((type) => types.includes(type)) ? "Chinese" : profile.cuisine;
}

function skillsSentence(random: Random, skills: readonly Skill[], cuisine: string): string {
  const clauses = skillClauses(cuisine);
  const chosen = random
    .sample(skills, random.int(1, 2))
    .map((skill) => random.pick(clauses[skill]));
  return `${capitalize(chosen.join(", and "))}.`;
}

function closingSentence(
  random: Random,
  person: Person,
  langs: Languages,
  history: History,
  restDays: number,
): string {
  const options = [
    "She is honest, cheerful and quick to learn new routines.",
    "She hopes to find a family she can stay with for many years.",
    restDays === MINIMUM_REST_DAYS
      ? `She would like ${word(restDays)} rest day a month, and will work her others for off-day compensation.`
      : `She would like ${word(restDays)} rest days a month.`,
  ];
  if (history.transfer)
    options.push(
      "She is currently in Singapore and can meet employers for an interview in person.",
    );
  if ((langs.englishRating ?? 0) >= 4)
    options.push("She speaks good English and communicates clearly.");
  if ((langs.chineseRating ?? 0) >= 2) options.push("She understands and speaks some Mandarin.");
  if (person.numChildren > 1) options.push("She is working to support her children's education.");
  if (person.numChildren === 1) options.push("She is working to pay for her son's schooling.");
  if (history.employment.length > 1)
    options.push("Her previous employers described her as reliable and trustworthy.");
  return random.pick(options);
}

function description(
  random: Random,
  parts: {
    person: Person;
    profile: CountryProfile;
    country: string;
    history: History;
    types: ExperienceType[];
    langs: Languages;
    restDays: number;
  },
): string {
  const { person, profile, history, types } = parts;
  const sentences = [
    introSentence(random, person, parts.country),
    history.employment.length === 0
      ? freshSentence(random, person)
      : experienceSentence(random, history),
    random.chance(0.85) ? skillsSentence(random, person.skills, cuisineOf(profile, types)) : "",
    random.chance(0.6) ? closingSentence(random, person, parts.langs, history, parts.restDays) : "",
  ];
  return sentences.filter(Boolean).join(" ");
}

// ---------------------------------------------------------------------------
// Numbers

function pickSalary(random: Random, profile: CountryProfile, experienced: boolean): number {
  const [min, max] = profile.salary;
  const base = random.int(min, max) + (experienced ? random.int(0, 40) : 0);
  return Math.min(max + 50, roundTo(base, random.chance(0.35) ? 50 : 10));
}

function pickLoan(random: Random, history: History): number {
  if (history.transfer) return random.chance(0.6) ? 0 : roundTo(random.int(100, 600), 50);
  if (history.employment.length > 0) return roundTo(random.int(0, 1800), 100);
  return roundTo(random.int(1200, 3000), 100);
}

function pickBody(random: Random): { heightCm: number; weightKg: number } {
  const heightCm = random.int(147, 166);
  const bmi = 18.5 + random.next() * 7;
  const weightKg = Math.min(70, Math.max(42, Math.round(bmi * (heightCm / 100) ** 2)));
  return { heightCm, weightKg };
}

/** At least one a month, as MOM requires; drawn as before so the demo helpers stay the same. */
function pickRestDays(random: Random): number {
  return Math.max(
    MINIMUM_REST_DAYS,
    weighted(random, [
      [4, 5],
      [2, 1.5],
      [1, 1.5],
      [3, 1],
      [0, 1],
    ]),
  );
}

// ---------------------------------------------------------------------------
// Assembly

interface Slot {
  country: HelperCountry;
  ordinal: number;
  age?: number;
}

function slots(random: Random): Slot[] {
  const countries = HELPER_COUNTRIES.flatMap((country) =>
    Array.from({ length: COUNTRIES[country].count }, () => country),
  );
  const shuffled = random.sample(countries, countries.length);
  const seen = new Map<HelperCountry, number>();
  const result = shuffled.map((country) => {
    const ordinal = seen.get(country) ?? 0;
    seen.set(country, ordinal + 1);
    return { country, ordinal } as Slot;
  });
  const senior = result.find((slot) => slot.country === "Indonesia" && slot.ordinal === 1);
  if (senior) senior.age = SENIOR_AGE;
  return result;
}

function pickAge(random: Random, fresh: boolean): number {
  return fresh ? random.int(23, 40) : random.int(26, 50);
}

function buildHelper(slot: Slot, index: number, usedNames: Set<string>): DemoHelper {
  const random = createRandom(DEMO_SEED + index * 7919);
  const profile = COUNTRIES[slot.country];
  const experienced = slot.age !== undefined || !random.chance(profile.freshChance);
  const person = buildPerson(
    random,
    slot.country,
    slot.ordinal,
    usedNames,
    slot.age ?? pickAge(random, !experienced),
  );
  const history = experienced
    ? buildHistory(random, profile, person)
    : { employment: [], households: [], transfer: false };
  const types = typesOf(history);
  const langs = pickLanguages(random, profile, person, types);
  const restDays = pickRestDays(random);
  return {
    name: person.name,
    country: slot.country,
    dateOfBirth: person.dateOfBirth,
    ...pickBody(random),
    salary: pickSalary(random, profile, history.employment.length > 0),
    loan: pickLoan(random, history),
    skills: [...person.skills],
    languages: langs.languages,
    types: [...types],
    isActive: true,
    isEmployed: false,
    supplier: random.chance(0.8) ? profile.supplier : `ID-${random.int(1, 5)}`,
    maritalStatus: person.maritalStatus,
    numChildren: person.numChildren,
    religion: person.religion,
    details: {
      description: description(random, {
        person,
        profile,
        country: slot.country,
        history,
        types,
        langs,
        restDays,
      }),
      restDays,
      highestEducation: weighted(random, profile.education),
      englishRating: langs.englishRating,
      chineseRating: langs.chineseRating,
      dialectRating: langs.dialectRating,
      employmentHistory: historySummary(random, history.employment),
    },
    employment: history.employment,
    portrait: portraitTraits(createRandom(DEMO_SEED * 3 + index), { religion: person.religion }),
    passportMonthsLeft: index % 8 === 3 ? 2 + (index % 5) : 14 + ((index * 37) % 84),
    availableInWeeks: index % 8 === 5 ? 2 + ((index * 3) % 7) : null,
  };
}

/** The most experienced Filipina earns a premium salary, so salary filters have an outlier. */
function givePremiumSalary(helpers: DemoHelper[]): void {
  const experience = (helper: DemoHelper) =>
    helper.employment.reduce((sum, entry) => sum + monthsBetween(entry), 0);
  const candidates = helpers.filter((helper) => helper.country === "Philippines");
  const best = candidates.sort((a, b) => experience(b) - experience(a))[0];
  if (best) best.salary = PREMIUM_SALARY;
}

/** The 64 demo helpers, identical on every call. */
export function buildDemoHelpers(): DemoHelper[] {
  const random = createRandom(DEMO_SEED);
  const usedNames = new Set<string>();
  const helpers = slots(random).map((slot, index) => buildHelper(slot, index, usedNames));
  const picks = random.sample(
    helpers.map((_, index) => index),
    EMPLOYED_COUNT + INACTIVE_COUNT,
  );
  for (const [position, index] of picks.entries()) {
    const helper = helpers[index];
    if (!helper) continue;
    if (position < EMPLOYED_COUNT) helper.isEmployed = true;
    else helper.isActive = false;
  }
  givePremiumSalary(helpers);
  return helpers;
}
