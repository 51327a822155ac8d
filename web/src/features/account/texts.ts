import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE, type WireRole } from "@maids/contract/enums.ts";
import { HIRING_TEXTS } from "@maids/contract/placements.ts";

export const ACCOUNT_TEXTS = {
  description: "Your account with the agency: name, email and account type.",
  intro: "The details of the account you are signed in with.",
  name: "Name",
  email: "Email",
  accountType: "Account type",
  checkingSession: "Checking your session",
  phoneForm: {
    label: "Phone (optional)",
    hint: "A number the agency may call you on, e.g. 9123 4567",
    save: "Save",
    saved: "Your phone number is saved.",
  },
  shortcutsTitle: "Continue where you left off",
  shortcuts: {
    myHiring: HIRING_TEXTS.title,
    shortlisted: "My shortlisted helpers",
    recommendations: "My recommendations",
    catalogue: "Browse helpers",
  },
} as const;

export const ROLE_LABELS: Record<WireRole, string> = {
  [CUSTOMER_ROLE]: "Employer",
  [HELPER_ROLE]: "Helper",
  [ADMIN_ROLE]: "Administrator",
};

/** The family's requirements on its profile (docs/product.md#a-familys-requirements). */
export const REQUIREMENTS_TEXTS = {
  title: "What your family needs",
  intro:
    "Every question is optional, and we save your answers as you go. We use them to rank our helpers for you, with the reasons.",
  seeMatches: "See helpers who fit",
  household: "Your household",
  adults: "Adults at home",
  children: "Children",
  childAge: (n: number) => `Age of child ${n}`,
  childAgeHint: "0 for a baby under one",
  addChild: "Add a child",
  removeChild: (n: number) => `Remove child ${n}`,
  elderly: "Elderly people she will care for",
  elderlyPerson: (n: number) => `Elderly person ${n}`,
  addElderly: "Add an elderly person",
  removeElderly: (n: number) => `Remove elderly person ${n}`,
  pets: "Pets",
  work: "The work",
  duties: "Duties",
  cuisines: "Cooking",
  infantCare: "Care of a baby under one",
  languages: "Languages she needs",
  terms: "Salary, rest days and start",
  budgetMin: "Salary from ($ a month)",
  budgetMax: "Salary up to ($ a month)",
  restDaysOffered: "Rest days you offer a month",
  ownRoom: "Her own room",
  ownRoomOptions: { yes: "Yes", no: "No", unsure: "Not decided" },
  startDate: "When she should start",
  preferences: "Your preferences",
  experience: "Experience",
  hiring: "Transfer or new",
  ageMin: "Her age from",
  ageMax: "Her age up to",
  mustHaves: "Must-haves",
  mustHavesHint:
    "A helper who does not meet a must-have is left out of your ranking; the others only order it.",
  loadFailed: "Your requirements could not be loaded.",
} as const;
