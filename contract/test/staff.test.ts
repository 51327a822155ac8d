import { describe, expect, it } from "vitest";
import {
  createStaffBodySchema,
  formatStaffPhone,
  normaliseStaffPhone,
  STAFF_MESSAGES,
  updateStaffBodySchema,
} from "../src/staff.ts";

const VALID = {
  name: "Siew Ling Tan",
  email: "siewling@agency.example",
  password: "Harbour7view",
  eaRegistrationNumber: "R1234567A",
  phone: "9123 4567",
};

const messagesOf = (body: unknown) => {
  const result = createStaffBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("normaliseStaffPhone", () => {
  it.each([
    ["91234567", "6591234567"],
    ["9123 4567", "6591234567"],
    ["+65 9123-4567", "6591234567"],
    ["(65) 8123 4567", "6581234567"],
    ["6591234567", "6591234567"],
  ])("reads %s as %s", (input, digits) => {
    expect(normaliseStaffPhone(input)).toBe(digits);
  });

  it.each(["6123 4567", "912345678", "+60 12 345 6789", "call me", "9123456a"])(
    "refuses %s",
    (input) => {
      expect(normaliseStaffPhone(input)).toBeNull();
    },
  );

  it("shows a stored number with spaces", () => {
    expect(formatStaffPhone("6591234567")).toBe("+65 9123 4567");
    expect(formatStaffPhone("")).toBe("");
  });
});

describe("createStaffBodySchema", () => {
  it("takes a valid member, upper-casing the EA number and keeping the phone's digits", () => {
    expect(
      createStaffBodySchema.parse({
        ...VALID,
        eaRegistrationNumber: " r1234567a ",
        email: " a@b.sg ",
      }),
    ).toEqual({ ...VALID, email: "a@b.sg", phone: "6591234567", role: "ea_personnel" });
  });

  it.each(["accounts", "read_only"])("takes a %s member without an EA number", (role) => {
    expect(createStaffBodySchema.parse({ ...VALID, role, eaRegistrationNumber: "" })).toMatchObject(
      { role, eaRegistrationNumber: undefined },
    );
  });

  it.each(["owner", "administrator", "ea_personnel"])(
    "asks a %s for the EA number, and refuses a role that does not exist",
    (role) => {
      const missing = createStaffBodySchema.safeParse({ ...VALID, role, eaRegistrationNumber: "" });
      expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
        STAFF_MESSAGES.eaNumberRequired,
      ]);
      const unknown = createStaffBodySchema.safeParse({ ...VALID, role: "superuser" });
      expect(unknown.error?.issues.map((issue) => issue.message)).toEqual([
        STAFF_MESSAGES.roleInvalid,
      ]);
    },
  );

  it.each(["R1234567", "R12345678"])("also takes the digits-only form %s", (number) => {
    expect(createStaffBodySchema.parse({ ...VALID, eaRegistrationNumber: number })).toMatchObject({
      eaRegistrationNumber: number,
    });
  });

  it.each([
    [{ name: " " }, "name", STAFF_MESSAGES.nameRequired],
    [{ name: "x".repeat(121) }, "name", STAFF_MESSAGES.nameTooLong],
    [{ email: "" }, "email", STAFF_MESSAGES.emailRequired],
    [{ email: "nope" }, "email", STAFF_MESSAGES.emailInvalid],
    [{ eaRegistrationNumber: "" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberRequired],
    [{ eaRegistrationNumber: "1234567A" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberInvalid],
    [{ eaRegistrationNumber: "R123456A" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberInvalid],
    [{ phone: "" }, "phone", STAFF_MESSAGES.phoneRequired],
    [{ phone: "6123 4567" }, "phone", STAFF_MESSAGES.phoneInvalid],
  ])("refuses %o on %s", (change, field, message) => {
    expect(messagesOf({ ...VALID, ...change })).toEqual([[field, message]]);
  });

  it("names each password rule broken", () => {
    expect(messagesOf({ ...VALID, password: "short" }).map(([field]) => field)).toEqual([
      "password",
      "password",
      "password",
    ]);
  });
});

describe("updateStaffBodySchema", () => {
  it("takes any of the fields and leaves out the others", () => {
    expect(updateStaffBodySchema.parse({ phone: "+65 8123 4567" })).toEqual({
      phone: "6581234567",
    });
    expect(updateStaffBodySchema.parse({})).toEqual({});
  });

  it("refuses a blank name or a bad number", () => {
    expect(updateStaffBodySchema.safeParse({ name: "" }).success).toBe(false);
    expect(updateStaffBodySchema.safeParse({ eaRegistrationNumber: "X1" }).success).toBe(false);
  });
});
