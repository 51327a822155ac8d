/**
 * Demo biodata (docs/product.md#biodata): plausible, varied biodata form sections for most demo helpers,
 * from a random sequence of its own, so the helpers themselves stay as demo-helpers.ts
 * builds them. About one in six keeps none, as a helper saved before biodata existed.
 */
import {
  type AdminBiodata,
  emptyBiodata,
  type FoodHandling,
  type InterviewMode,
  SKILL_AREAS,
  type SkillArea,
  type SkillRow,
} from "@maids/contract/biodata.ts";
import type { HelperCountry } from "@maids/contract/enums.ts";
import type { EmploymentEntry } from "@maids/contract/helper.ts";
import type { DemoHelper } from "./demo-helpers.ts";
import { createRandom, type Random } from "./random.ts";

const BIODATA_SEED = 20261113;
const WITHOUT_BIODATA_CHANCE = 1 / 6;
/** The agency's staff who handle helpers, by their EA personnel registration numbers. */
const HANDLING_STAFF = ["R1219876", "R2183456", "R23104567"] as const;

interface HomeCountry {
  dialingCode: string;
  places: readonly { town: string; address: string }[];
  ports: readonly string[];
}

const HOME_COUNTRIES: Record<HelperCountry, HomeCountry> = {
  Philippines: {
    dialingCode: "+63 9",
    places: [
      { town: "Tarlac City", address: "Purok 3, Barangay San Isidro, Tarlac City, Tarlac" },
      { town: "Iloilo City", address: "12 Rizal Street, Barangay Tabuc Suba, Jaro, Iloilo City" },
      { town: "Cabanatuan", address: "Block 4 Lot 9, Villa Ofelia, Cabanatuan City, Nueva Ecija" },
      { town: "Davao City", address: "Purok 7, Barangay Buhangin, Davao City" },
    ],
    ports: ["Manila (NAIA)", "Cebu (Mactan)", "Davao", "Iloilo"],
  },
  Indonesia: {
    dialingCode: "+62 8",
    places: [
      {
        town: "Banyuwangi",
        address: "Dusun Krajan RT 02 RW 01, Desa Kemiren, Banyuwangi, Jawa Timur",
      },
      { town: "Ponorogo", address: "Jalan Merdeka 21, Desa Sumoroto, Ponorogo, Jawa Timur" },
      { town: "Cilacap", address: "Dusun Karangsari RT 04, Kesugihan, Cilacap, Jawa Tengah" },
      { town: "Medan", address: "Jalan Sei Batang Hari 7, Medan Sunggal, Sumatera Utara" },
    ],
    ports: ["Jakarta (Soekarno-Hatta)", "Surabaya (Juanda)", "Semarang", "Batam (ferry)"],
  },
  Myanmar: {
    dialingCode: "+95 9",
    places: [
      { town: "Mandalay", address: "No. 14, 62nd Street, Chanayethazan Township, Mandalay" },
      { town: "Bago", address: "Ward 5, Shwe Taung Gyar Village, Bago Region" },
      { town: "Pathein", address: "No. 3, Strand Road, Pathein, Ayeyarwady Region" },
    ],
    ports: ["Yangon", "Mandalay"],
  },
  India: {
    dialingCode: "+91 9",
    places: [
      { town: "Madurai", address: "4/21 Kamarajar Salai, Madurai, Tamil Nadu" },
      { town: "Imphal", address: "Singjamei Mayai Leikai, Imphal West, Manipur" },
      { town: "Tiruchirappalli", address: "17 Bharathi Nagar, Srirangam, Tiruchirappalli" },
    ],
    ports: ["Chennai", "Tiruchirappalli", "Kolkata"],
  },
  Bangladesh: {
    dialingCode: "+880 1",
    places: [{ town: "Sylhet", address: "House 9, Road 3, Shibganj, Sylhet" }],
    ports: ["Dhaka"],
  },
  "Sri Lanka": {
    dialingCode: "+94 7",
    places: [
      { town: "Kurunegala", address: "No. 45/2, Temple Road, Kurunegala" },
      { town: "Kandy", address: "No. 112, Peradeniya Road, Kandy" },
    ],
    ports: ["Colombo"],
  },
  Cambodia: {
    dialingCode: "+855 1",
    places: [
      { town: "Battambang", address: "Village 3, Sangkat Svay Por, Battambang" },
      { town: "Kampong Cham", address: "Phum Boeung Kok, Kampong Cham" },
    ],
    ports: ["Phnom Penh"],
  },
  Vietnam: {
    dialingCode: "+84 9",
    places: [{ town: "Can Tho", address: "45 Tran Hung Dao, Ninh Kieu, Can Tho" }],
    ports: ["Ho Chi Minh City"],
  },
  Thailand: {
    dialingCode: "+66 8",
    places: [{ town: "Udon Thani", address: "88 Moo 4, Ban Nong Bua, Udon Thani" }],
    ports: ["Bangkok (Suvarnabhumi)"],
  },
  Malaysia: {
    dialingCode: "+60 1",
    places: [{ town: "Kota Kinabalu", address: "Lot 12, Taman Foh Sang, Kota Kinabalu, Sabah" }],
    ports: ["Kota Kinabalu", "Johor Bahru (causeway)"],
  },
};

const ALLERGIES = ["Seafood (mild rash)", "Dust", "Penicillin", "Prawns"] as const;
const OPERATIONS = ["Caesarean section", "Appendectomy", "Removal of a cyst"] as const;
const ASSESSOR_NOTES: Record<SkillArea, readonly string[]> = {
  infantChildCare: [
    "Confident bathing and feeding a baby; knows to sterilise bottles.",
    "Plays patiently with toddlers; needs guidance on newborn care.",
  ],
  elderlyCare: [
    "Gentle with transfers from bed to wheelchair.",
    "Has looked after a grandparent with dementia at home.",
  ],
  disabledCare: ["Trained to help with daily exercises and hygiene."],
  generalHousework: [
    "Thorough and organised; irons neatly.",
    "Cleans well; needs to learn to use a washing machine's programmes.",
  ],
  cooking: [
    "Cooks Chinese home dishes and simple Western meals.",
    "Good at her own country's dishes; willing to learn Chinese cooking.",
    "Can cook halal meals for the family.",
  ],
  languageAbilities: [
    "Understands instructions in English and answers in full sentences.",
    "Basic English; understands simple instructions.",
  ],
  otherSkills: ["Can sew and mend clothes.", "Looks after plants and a small garden."],
};
const FEEDBACK = [
  "Hardworking and honest; the family would hire her again.",
  "Kind to the children and kept the house tidy.",
  "Good with the grandmother; sometimes needed reminders about the schedule.",
  "Reliable and quick to learn the family's routine.",
  "Polite and careful with the cooking.",
] as const;

/** The demo helpers with biodata for most of them, identically on every call. */
export function withDemoBiodata(helpers: DemoHelper[]): DemoHelper[] {
  const random = createRandom(BIODATA_SEED);
  return helpers.map((helper, index) => {
    if (random.chance(WITHOUT_BIODATA_CHANCE)) return helper;
    return {
      ...helper,
      details: { ...helper.details, biodata: demoBiodata(random, helper, index) },
      employment: helper.employment.map((entry) => withEmployerExtras(random, entry)),
    };
  });
}

function demoBiodata(random: Random, helper: DemoHelper, index: number): AdminBiodata {
  const home = HOME_COUNTRIES[helper.country as HelperCountry] ?? HOME_COUNTRIES.Philippines;
  const place = random.pick(home.places);
  return {
    personal: {
      placeOfBirth: place.town,
      homeAddress: place.address,
      repatriationPort: random.pick(home.ports),
      homeContactNumber: `${home.dialingCode}${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      siblings: random.int(0, 7),
      childrenAges: childrenAges(random, helper),
    },
    medical: medical(random, helper),
    skills: Object.fromEntries(
      SKILL_AREAS.map((area) => [area, skillRow(random, helper, area)]),
    ) as AdminBiodata["skills"],
    interview: interviewModes(random, helper),
    eaPersonnelNumber: HANDLING_STAFF[index % HANDLING_STAFF.length] as string,
  };
}

function childrenAges(random: Random, helper: DemoHelper): number[] {
  const age = 2026 - Number(helper.dateOfBirth.slice(0, 4));
  const oldest = Math.max(1, Math.min(age - 20, 40));
  return Array.from({ length: helper.numChildren }, () => random.int(1, oldest)).sort(
    (a, b) => b - a,
  );
}

function medical(random: Random, helper: DemoHelper): AdminBiodata["medical"] {
  const empty = emptyBiodata().medical;
  const operation = random.chance(0.15) ? random.pick(OPERATIONS) : null;
  const foodHandling: FoodHandling[] =
    helper.religion === "Muslim" ? ["noPork"] : helper.religion === "Hindu" ? ["noBeef"] : [];
  return {
    ...empty,
    allergies: random.chance(0.2) ? random.pick(ALLERGIES) : "",
    illnesses: { ...empty.illnesses, asthma: random.chance(0.05), operations: operation !== null },
    otherIllnesses: operation ? `${operation}, ${random.int(2010, 2022)}; fully recovered` : "",
    dietaryRestrictions: helper.religion === "Muslim" ? "Eats halal food only" : "",
    foodHandling,
    foodHandlingOther:
      foodHandling.length > 0 && random.chance(0.3) ? "Prefers not to handle alcohol" : "",
  };
}

/** Which of her catalogue skills show experience in each area of the form. */
const EXPERIENCE_SKILLS: Partial<Record<SkillArea, readonly string[]>> = {
  infantChildCare: ["Childcare", "Babysitting"],
  elderlyCare: ["Elderly Care", "Caregiving"],
  disabledCare: ["Caregiving"],
  generalHousework: ["Housekeeping"],
  cooking: ["Cooking"],
};

function skillRow(random: Random, helper: DemoHelper, area: SkillArea): SkillRow {
  const related = EXPERIENCE_SKILLS[area];
  const experienced = related
    ? helper.skills.some((skill) => related.includes(skill))
    : random.chance(0.5);
  const assessed = random.chance(0.8);
  return {
    willing: experienced || random.chance(0.7),
    experienced,
    experienceYears: experienced ? random.int(1, 8) : null,
    assessment: assessed ? (experienced ? random.int(3, 5) : random.int(1, 3)) : null,
    assessorNote: assessed && random.chance(0.6) ? random.pick(ASSESSOR_NOTES[area]) : "",
  };
}

function interviewModes(random: Random, helper: DemoHelper): InterviewMode[] {
  if (helper.isEmployed) return ["notAvailable"];
  const modes: InterviewMode[] = ["phone", "video", "inPerson"];
  return modes.filter(() => random.chance(0.6));
}

/** "Chinese family of four living in ..." is a Chinese family. */
function withEmployerExtras(random: Random, entry: EmploymentEntry): EmploymentEntry {
  const [kind = ""] = entry.employerDescription.split(/ (?:of|living|with|in) /);
  return {
    ...entry,
    employerType: kind,
    feedback: random.chance(0.75) ? random.pick(FEEDBACK) : "",
  };
}
