import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { singaporeToday } from "../src/days.ts";
import { ELIGIBILITY_MESSAGES } from "../src/eligibility.ts";
import { createHelperInputSchema, updateHelperInputSchema } from "../src/helper-input.ts";

const minimal = {
  name: "Siti Rahayu",
  country: "Indonesia",
  DOB: "1992-04-03",
  Religion: "Muslim",
};

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("createHelperInputSchema", () => {
  it("applies the Add Maid form's defaults to empty fields (docs/product.md#helper-forms)", () => {
    const maid = createHelperInputSchema.parse({
      ...minimal,
      salary: "",
      skills: [""],
      employmentDetails: [{ startDate: "2019-01-01", endDate: "2021-01-01" }],
    });
    expect(maid).toMatchObject({
      salary: 500,
      maritalStatus: "Single",
      height: 160,
      weight: 55,
      loan: 0,
      NumChildren: 0,
      skills: ["Cooking"],
      languages: ["English"],
      type: ["New/Fresh"],
      supplier: "Default Supplier",
      isActive: true,
      isEmployed: false,
      maidDetails: { restDay: 0, englishRating: 0, description: "" },
    });
    expect(maid.employmentDetails[0]).toEqual({
      country: "Singapore",
      startDate: "2019-01-01",
      endDate: "2021-01-01",
      noOfFamilyMember: 1,
      mainJobScope: "General housekeeping",
      employerDescription: "Default description",
      reasonOfLeaving: "Contract finished",
    });
  });

  it("requires name, country, date of birth and religion", () => {
    expect(errorsOf(createHelperInputSchema, {})).toMatchObject({
      name: "Name is required",
      country: "Country is required",
      DOB: "Date of birth is required",
      Religion: "Religion is required",
    });
  });

  it.each([
    ["height", 99, 100, 250, 251, "Height must be between 100 and 250"],
    ["weight", 29, 30, 200, 201, "Weight must be between 30 and 200"],
    ["salary", 299, 300, 5000, 5001, "Salary must be between 300 and 5000"],
    ["loan", -1, 0, 50000, 50001, "Loan must be between 0 and 50000"],
    ["NumChildren", -1, 0, 20, 21, "Number of children must be between 0 and 20"],
  ])("%s: accepts %s..%s bounds, refuses beyond", (field, below, low, high, above, message) => {
    expect(errorsOf(createHelperInputSchema, { ...minimal, [field]: low })).toEqual({});
    expect(errorsOf(createHelperInputSchema, { ...minimal, [field]: high })).toEqual({});
    expect(errorsOf(createHelperInputSchema, { ...minimal, [field]: below })).toEqual({
      [field]: message,
    });
    expect(errorsOf(createHelperInputSchema, { ...minimal, [field]: above })).toEqual({
      [field]: message,
    });
  });

  it("checks the details' limits", () => {
    const errors = errorsOf(createHelperInputSchema, {
      ...minimal,
      maidDetails: {
        description: "x".repeat(2001),
        highestEducation: "x".repeat(501),
        employmentHistory: "x".repeat(1001),
        restDay: 32,
        englishRating: 6,
      },
    });
    expect(errors).toEqual({
      "maidDetails.description": "Description must be at most 2000 characters",
      "maidDetails.highestEducation": "Highest education must be at most 500 characters",
      "maidDetails.employmentHistory": "Employment history must be at most 1000 characters",
      "maidDetails.restDay": "Rest days must be between 0 and 31",
      "maidDetails.englishRating": "English rating must be between 0 and 5",
    });
  });

  it("checks employment entries", () => {
    const errors = errorsOf(createHelperInputSchema, {
      ...minimal,
      employmentDetails: [{ startDate: "2021-01-01", endDate: "2020-01-01", noOfFamilyMember: 21 }],
    });
    expect(errors).toEqual({
      "employmentDetails.0.endDate": "End date must not be before the start date",
      "employmentDetails.0.noOfFamilyMember": "Family members must be between 1 and 20",
    });
  });

  it("refuses wrong types and unknown countries", () => {
    expect(
      errorsOf(createHelperInputSchema, {
        ...minimal,
        salary: "abc",
        country: "Atlantis",
        DOB: "soon",
      }),
    ).toMatchObject({
      salary: "Salary must be a number",
      country: expect.stringContaining("Country must be one of"),
      DOB: expect.any(String),
    });
  });
});

describe("updateHelperInputSchema", () => {
  it("has the edit form's own ranges and no defaults", () => {
    expect(
      errorsOf(updateHelperInputSchema, {
        ...minimal,
        height: 201,
        weight: 151,
        skills: [],
        languages: ["English"],
        type: ["Transfer"],
        supplier: "ID-2",
        maritalStatus: "Single",
      }),
    ).toEqual({
      height: "Height must be between 100 and 200",
      weight: "Weight must be between 30 and 150",
      salary: "Salary is required",
      loan: "Loan is required",
      skills: "Add at least one skill",
    });
  });
});

describe("date of birth and passport expiry (docs/product.md#helper-forms)", () => {
  /** `years` years before today in Singapore (where ages are counted), `days` days later. */
  const yearsAgo = (years: number, days = 0) => {
    const date = new Date(`${singaporeToday()}T00:00:00Z`);
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  it.each([
    ["add", createHelperInputSchema],
    ["edit", updateHelperInputSchema],
  ])("%s: refuses a helper younger than 18 on the day she is saved", (_form, schema) => {
    expect(errorsOf(schema, { ...minimal, DOB: yearsAgo(11) })).toMatchObject({
      DOB: ELIGIBILITY_MESSAGES.tooYoung,
    });
    expect(errorsOf(schema, { ...minimal, DOB: yearsAgo(18, 1) })).toMatchObject({
      DOB: ELIGIBILITY_MESSAGES.tooYoung,
    });
    expect(errorsOf(schema, { ...minimal, DOB: yearsAgo(18) })).not.toHaveProperty("DOB");
    expect(errorsOf(schema, { ...minimal, DOB: yearsAgo(-1) }).DOB).toBe(
      "Date of birth cannot be in the future",
    );
  });

  it("accepts a blank or valid passport expiry, past or future, and refuses an invalid one", () => {
    const parse = (passportExpiry: unknown) =>
      createHelperInputSchema.parse({ ...minimal, passportExpiry }).passportExpiry;
    expect(parse("")).toBeNull();
    expect(parse(undefined)).toBeUndefined();
    expect(parse("2028-02-29")).toBe("2028-02-29");
    expect(parse("2020-01-31")).toBe("2020-01-31");
    for (const invalid of ["2027-02-29", "2027-13-01", "next year", 5]) {
      expect(errorsOf(createHelperInputSchema, { ...minimal, passportExpiry: invalid })).toEqual({
        passportExpiry: "Passport expiry is not a valid date",
      });
    }
  });
});

describe("the day she can start (available from)", () => {
  const edit = {
    ...minimal,
    salary: 600,
    loan: 0,
    height: 158,
    weight: 50,
    skills: ["Cooking"],
    languages: ["English"],
    type: ["Transfer"],
    supplier: "ID-2",
    maritalStatus: "Single",
  };

  it.each([
    ["add", createHelperInputSchema, minimal],
    ["edit", updateHelperInputSchema, edit],
  ] as const)(
    "%s: blank is now (null), left out keeps what is stored, an invalid day is refused",
    (_form, schema, base) => {
      const parse = (availableFrom: unknown) =>
        schema.parse({ ...base, availableFrom }).availableFrom;
      expect(parse("")).toBeNull();
      expect(parse(null)).toBeNull();
      expect(parse(undefined)).toBeUndefined();
      expect(parse("2027-03-15")).toBe("2027-03-15");
      for (const invalid of ["2027-02-30", "15/03/2027", "soon"]) {
        expect(errorsOf(schema, { ...base, availableFrom: invalid })).toEqual({
          availableFrom: "Available from is not a valid date",
        });
      }
    },
  );
});
