import { describe, expect, it } from "vitest";
import {
  type AdminBiodata,
  adminBiodataSchema,
  BIODATA_LIMITS,
  BIODATA_MESSAGES,
  customerBiodataSchema,
  emptyBiodata,
  hasMedicalHistory,
  ILLNESSES,
  MEDICAL_HISTORY_FIELDS,
  SKILL_AREAS,
  toCustomerBiodata,
} from "../src/biodata.ts";
import { biodataInputSchema } from "../src/biodata-input.ts";
import { createHelperInputSchema, updateHelperInputSchema } from "../src/helper-input.ts";

/** Each failing path with its message. */
function errorsOf(input: unknown): Record<string, string> {
  const result = biodataInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const parse = (input: unknown): AdminBiodata => biodataInputSchema.parse(input);
const text = (length: number) => "x".repeat(length);

describe("biodataInputSchema: blanks and missing sections", () => {
  it("reads nothing, null, {} and blank fields as the empty biodata", () => {
    for (const input of [undefined, null, {}]) expect(parse(input)).toEqual(emptyBiodata());
    const blank = parse({
      personal: { placeOfBirth: "  ", siblings: "", childrenAges: " " },
      medical: { allergies: null, illnesses: {}, foodHandling: "" },
      skills: { cooking: { willing: "", experienceYears: "", assessment: "" } },
      interview: "",
      eaPersonnelNumber: " ",
    });
    expect(blank).toEqual(emptyBiodata());
  });

  it("gives every illness and every skill area a value, and its output is the admin shape", () => {
    const biodata = parse({});
    expect(Object.keys(biodata.medical.illnesses)).toEqual([...ILLNESSES]);
    expect(Object.keys(biodata.skills)).toEqual([...SKILL_AREAS]);
    expect(adminBiodataSchema.strict().parse(biodata)).toEqual(biodata);
  });

  it("trims text", () => {
    expect(parse({ personal: { placeOfBirth: "  Iloilo  " } }).personal.placeOfBirth).toBe(
      "Iloilo",
    );
  });
});

describe("biodataInputSchema: text limits", () => {
  const cases: [path: string, input: (value: string) => unknown, max: number, message: string][] = [
    [
      "personal.placeOfBirth",
      (value) => ({ personal: { placeOfBirth: value } }),
      BIODATA_LIMITS.shortText,
      "Place of birth must be at most 100 characters",
    ],
    [
      "personal.homeAddress",
      (value) => ({ personal: { homeAddress: value } }),
      BIODATA_LIMITS.homeAddress,
      "Address in home country must be at most 300 characters",
    ],
    [
      "personal.repatriationPort",
      (value) => ({ personal: { repatriationPort: value } }),
      BIODATA_LIMITS.shortText,
      "Port/airport of repatriation must be at most 100 characters",
    ],
    [
      "medical.allergies",
      (value) => ({ medical: { allergies: value } }),
      BIODATA_LIMITS.longText,
      "Allergies must be at most 500 characters",
    ],
    [
      "medical.otherIllnesses",
      (value) => ({ medical: { otherIllnesses: value } }),
      BIODATA_LIMITS.longText,
      "Other illnesses must be at most 500 characters",
    ],
    [
      "medical.physicalDisabilities",
      (value) => ({ medical: { physicalDisabilities: value } }),
      BIODATA_LIMITS.longText,
      "Physical disabilities must be at most 500 characters",
    ],
    [
      "medical.dietaryRestrictions",
      (value) => ({ medical: { dietaryRestrictions: value } }),
      BIODATA_LIMITS.longText,
      "Dietary restrictions must be at most 500 characters",
    ],
    [
      "medical.foodHandlingOther",
      (value) => ({ medical: { foodHandlingOther: value } }),
      BIODATA_LIMITS.shortText,
      "Other food handling preferences must be at most 100 characters",
    ],
    [
      "skills.cooking.assessorNote",
      (value) => ({ skills: { cooking: { assessorNote: value } } }),
      BIODATA_LIMITS.assessorNote,
      "Cooking: assessor's note must be at most 300 characters",
    ],
  ];

  for (const [path, input, max, message] of cases) {
    it(`${path}: ${max} characters pass, ${max + 1} answer its message`, () => {
      expect(errorsOf(input(text(max)))).toEqual({});
      expect(errorsOf(input(text(max + 1)))).toEqual({ [path]: message });
    });
  }

  it("refuses a number where text belongs", () => {
    expect(errorsOf({ personal: { placeOfBirth: 5 } })).toEqual({
      "personal.placeOfBirth": "Place of birth must be text",
    });
  });
});

describe("biodataInputSchema: home contact number", () => {
  it("takes digits, spaces, + ( ) - up to 30 characters", () => {
    const number = "+63 (917) 555-0101";
    expect(parse({ personal: { homeContactNumber: number } }).personal.homeContactNumber).toBe(
      number,
    );
    expect(errorsOf({ personal: { homeContactNumber: "1".repeat(30) } })).toEqual({});
    expect(errorsOf({ personal: { homeContactNumber: "1".repeat(31) } })).toEqual({
      "personal.homeContactNumber": "Contact number in home country must be at most 30 characters",
    });
  });

  it("refuses letters with its message", () => {
    expect(errorsOf({ personal: { homeContactNumber: "call 0917" } })).toEqual({
      "personal.homeContactNumber": BIODATA_MESSAGES.contactNumber,
    });
  });
});

describe("biodataInputSchema: numbers", () => {
  it("reads siblings from text, 0 to 20", () => {
    expect(parse({ personal: { siblings: "0" } }).personal.siblings).toBe(0);
    expect(parse({ personal: { siblings: "20" } }).personal.siblings).toBe(20);
    expect(parse({ personal: { siblings: 3 } }).personal.siblings).toBe(3);
    const range = { "personal.siblings": "Number of siblings must be between 0 and 20" };
    expect(errorsOf({ personal: { siblings: "21" } })).toEqual(range);
    expect(errorsOf({ personal: { siblings: -1 } })).toEqual(range);
    expect(errorsOf({ personal: { siblings: "2.5" } })).toEqual({
      "personal.siblings": "Number of siblings must be a whole number",
    });
    expect(errorsOf({ personal: { siblings: "many" } })).toEqual({
      "personal.siblings": "Number of siblings must be a number",
    });
  });

  it("reads years of experience from text, 0 to 50, only with Experience set to Yes", () => {
    const row = (experienceYears: unknown, experienced: unknown = "true") => ({
      skills: { elderlyCare: { experienced, experienceYears } },
    });
    expect(parse(row("0")).skills.elderlyCare).toMatchObject({
      experienced: true,
      experienceYears: 0,
    });
    expect(parse(row("50")).skills.elderlyCare.experienceYears).toBe(50);
    expect(errorsOf(row("51"))).toEqual({
      "skills.elderlyCare.experienceYears":
        "Care of elderly: years of experience must be between 0 and 50",
    });
    expect(errorsOf(row("-1"))).toEqual({
      "skills.elderlyCare.experienceYears":
        "Care of elderly: years of experience must be between 0 and 50",
    });
    for (const experienced of ["false", "", null]) {
      expect(errorsOf(row("3", experienced))).toEqual({
        "skills.elderlyCare.experienceYears": BIODATA_MESSAGES.experienceWithoutYes,
      });
    }
    expect(errorsOf(row("", "false"))).toEqual({});
  });

  it("reads an assessment of 1 to 5 stars, and blank or N.A. as not assessed", () => {
    const row = (assessment: unknown) => ({ skills: { cooking: { assessment } } });
    expect(parse(row("1")).skills.cooking.assessment).toBe(1);
    expect(parse(row(5)).skills.cooking.assessment).toBe(5);
    for (const blank of ["", null, "N.A."])
      expect(parse(row(blank)).skills.cooking.assessment).toBe(null);
    for (const wrong of ["0", 6, "3.5", "good", "n.a."]) {
      expect(errorsOf(row(wrong)), String(wrong)).toEqual({
        "skills.cooking.assessment": BIODATA_MESSAGES.assessment,
      });
    }
  });
});

describe("biodataInputSchema: yes and no", () => {
  it("reads 'true' and 'false' from text; an unanswered question stays null", () => {
    const skills = parse({
      skills: {
        cooking: { willing: "true", experienced: "false" },
        elderlyCare: { willing: false },
      },
    }).skills;
    expect(skills.cooking).toMatchObject({ willing: true, experienced: false });
    expect(skills.elderlyCare.willing).toBe(false);
    expect(skills.disabledCare.willing).toBe(null);
    expect(errorsOf({ skills: { cooking: { willing: "maybe" } } })).toEqual({
      "skills.cooking.willing": "Cooking: willing must be yes or no",
    });
  });

  it("reads illnesses as checkboxes: blank is No", () => {
    const { illnesses } = parse({
      medical: { illnesses: { asthma: "true", malaria: "" } },
    }).medical;
    expect(illnesses.asthma).toBe(true);
    expect(illnesses.malaria).toBe(false);
    expect(errorsOf({ medical: { illnesses: { epilepsy: "sometimes" } } })).toEqual({
      "medical.illnesses.epilepsy": "Epilepsy must be yes or no",
    });
  });
});

describe("biodataInputSchema: ages of children", () => {
  it("reads a comma-separated text or a list", () => {
    expect(parse({ personal: { childrenAges: "12, 7,3" } }).personal.childrenAges).toEqual([
      12, 7, 3,
    ]);
    expect(parse({ personal: { childrenAges: "4," } }).personal.childrenAges).toEqual([4]);
    expect(parse({ personal: { childrenAges: [0, 60] } }).personal.childrenAges).toEqual([0, 60]);
  });

  it("refuses what is not a whole number, and ages beyond 0 to 60", () => {
    for (const wrong of ["7 and 3", "2.5", "-1", [1.5], ["7"]]) {
      expect(
        Object.values(errorsOf({ personal: { childrenAges: wrong } })),
        String(wrong),
      ).toContain(BIODATA_MESSAGES.childrenAges);
    }
    const range = "Ages of children must be between 0 and 60";
    expect(Object.values(errorsOf({ personal: { childrenAges: "61" } }))).toEqual([range]);
    expect(Object.values(errorsOf({ personal: { childrenAges: [-1] } }))).toEqual([range]);
  });

  it("takes at most 20 ages", () => {
    const ages = (count: number) => Array.from({ length: count }, () => "1").join(",");
    expect(errorsOf({ personal: { childrenAges: ages(20) } })).toEqual({});
    expect(errorsOf({ personal: { childrenAges: ages(21) } })).toEqual({
      "personal.childrenAges": "Ages of children may hold at most 20 entries",
    });
  });
});

describe("biodataInputSchema: choices", () => {
  it("takes food handling preferences from the list, repeats dropped", () => {
    expect(
      parse({ medical: { foodHandling: ["noPork", "noPork", "noBeef"] } }).medical.foodHandling,
    ).toEqual(["noPork", "noBeef"]);
    expect(errorsOf({ medical: { foodHandling: ["noFish"] } })).toEqual({
      "medical.foodHandling.0": "Food handling preferences must be among: noPork, noBeef",
    });
    expect(errorsOf({ medical: { foodHandling: "noPork" } })).toEqual({
      "medical.foodHandling": "Food handling preferences must be a list",
    });
  });

  it("takes ways to interview, but 'not available' only alone", () => {
    expect(parse({ interview: ["phone", "video", "inPerson"] }).interview).toEqual([
      "phone",
      "video",
      "inPerson",
    ]);
    expect(parse({ interview: ["notAvailable"] }).interview).toEqual(["notAvailable"]);
    expect(errorsOf({ interview: ["notAvailable", "phone"] })).toEqual({
      interview: BIODATA_MESSAGES.interviewNotAvailable,
    });
    expect(errorsOf({ interview: ["fax"] })).toEqual({
      "interview.0":
        "Availability for interview must be among: notAvailable, phone, video, inPerson",
    });
  });
});

describe("biodataInputSchema: EA personnel registration number", () => {
  it("normalises case and spaces around, R and 7 or 8 digits", () => {
    expect(parse({ eaPersonnelNumber: " r1234567 " }).eaPersonnelNumber).toBe("R1234567");
    expect(parse({ eaPersonnelNumber: "R12345678" }).eaPersonnelNumber).toBe("R12345678");
    for (const wrong of ["R123456", "R123456789", "1234567", "R12 34567", "S1234567", 1234567]) {
      expect(errorsOf({ eaPersonnelNumber: wrong }), String(wrong)).toEqual({
        eaPersonnelNumber: BIODATA_MESSAGES.eaPersonnelNumber,
      });
    }
  });
});

describe("the customer's biodata", () => {
  it("leaves out the home address and the home contact number, and nothing else", () => {
    const admin = parse({
      personal: {
        placeOfBirth: "Iloilo",
        homeAddress: "12 Rizal Street",
        homeContactNumber: "+63 917 555 0101",
        siblings: 2,
      },
      medical: { allergies: "Dust" },
      eaPersonnelNumber: "R1234567",
    });
    const customer = toCustomerBiodata(admin, { medicalHistory: true });
    expect(customerBiodataSchema.strict().parse(customer)).toEqual(customer);
    expect(JSON.stringify(customer)).not.toContain("Rizal");
    expect(JSON.stringify(customer)).not.toContain("555");
    const { homeAddress: _, homeContactNumber: __, ...personal } = admin.personal;
    expect(customer).toEqual({ ...admin, personal });
    expect(hasMedicalHistory(customer)).toBe(true);
  });

  it("leaves out the medical history, and only it, for a family the agency has not engaged with", () => {
    const admin = parse({
      medical: { allergies: "Dust", illnesses: { asthma: true }, dietaryRestrictions: "Halal" },
    });
    const customer = toCustomerBiodata(admin, { medicalHistory: false });
    expect(customerBiodataSchema.strict().parse(customer)).toEqual(customer);
    expect(Object.keys(customer.medical).sort()).toEqual(
      Object.keys(admin.medical)
        .filter((field) => !(MEDICAL_HISTORY_FIELDS as readonly string[]).includes(field))
        .sort(),
    );
    expect(customer.medical.dietaryRestrictions).toBe("Halal");
    expect(JSON.stringify(customer)).not.toContain("Dust");
    expect(hasMedicalHistory(customer)).toBe(false);
  });
});

describe("biodata on the helper forms", () => {
  const minimal = {
    name: "Siti Rahayu",
    country: "Indonesia",
    DOB: "1992-04-03",
    Religion: "Muslim",
  };

  it("may be left out: undefined on create and update, so the server keeps what is stored", () => {
    expect(createHelperInputSchema.parse(minimal).biodata).toBeUndefined();
    const update = updateHelperInputSchema.parse({
      ...minimal,
      height: 160,
      weight: 50,
      salary: 600,
      loan: 0,
      skills: ["Cooking"],
      languages: ["English"],
      type: ["Transfer"],
      supplier: "ID-2",
      maritalStatus: "Single",
    });
    expect(update.biodata).toBeUndefined();
  });

  it("names nested errors by their whole path", () => {
    const result = createHelperInputSchema.safeParse({
      ...minimal,
      biodata: { skills: { cooking: { assessment: 9 } } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "biodata.skills.cooking.assessment",
    ]);
  });

  it("keeps an employment entry's employer type and feedback undefined when left out", () => {
    const entry = { startDate: "2019-01-01", endDate: "2021-01-01" };
    const [left] = createHelperInputSchema.parse({
      ...minimal,
      employmentDetails: [entry],
    }).employmentDetails;
    expect(left?.employerType).toBeUndefined();
    expect(left?.feedback).toBeUndefined();
    const [given] = createHelperInputSchema.parse({
      ...minimal,
      employmentDetails: [{ ...entry, employerType: " Chinese family ", feedback: "" }],
    }).employmentDetails;
    expect(given).toMatchObject({ employerType: "Chinese family", feedback: "" });
    const tooLong = createHelperInputSchema.safeParse({
      ...minimal,
      employmentDetails: [{ ...entry, employerType: text(101), feedback: text(501) }],
    });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      "Employer type must be at most 100 characters",
      "Feedback from employer must be at most 500 characters",
    ]);
  });
});
