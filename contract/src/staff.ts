import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, strongPasswordProblems } from "./auth.ts";
import { EA_WORK_ROLES, STAFF_ROLES, type StaffRole } from "./staff-roles.ts";

/**
 * Staff: the agency's administrator accounts, each with the EA personnel registration
 * number MOM gave them and the mobile number families reach them on by WhatsApp
 * (docs/product.md#staff-and-settings). Shared by the Settings screen, the API and
 * `npm run create-admin`.
 */

export const STAFF_LIMITS = { name: 120 } as const;

/**
 * MOM's EA personnel registration number: the letter R, seven digits and a letter
 * (R1234567A). Also taken: R and seven or eight digits, the form the biodata's own
 * field accepts (`EA_PERSONNEL_NUMBER_PATTERN` in biodata.ts).
 */
export const EA_REGISTRATION_NUMBER_PATTERN = /^R(\d{7}[A-Z]?|\d{8})$/;

/** A Singapore mobile number as wa.me wants it: 65, then eight digits starting with 8 or 9. */
export const STAFF_PHONE_PATTERN = /^65[89]\d{7}$/;

export const STAFF_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${STAFF_LIMITS.name} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  eaNumberRequired: "EA registration number is required",
  eaNumberInvalid:
    "EA registration number must look like R1234567A: the letter R, seven digits and a letter",
  phoneRequired: "Mobile number is required",
  phoneInvalid: "Mobile number must be a Singapore mobile number, e.g. 9123 4567 or +65 9123 4567",
  emailTaken: "An account with this email already exists.",
  notFound: "Staff member not found",
  roleInvalid: `Role must be one of ${STAFF_ROLES.join(", ")}`,
  lastOwner: "The agency needs at least one active owner: make another staff member an owner first",
  notYourself: "You cannot deactivate your own account; another owner can",
  alreadyInactive: "This staff member is already deactivated",
  alreadyActive: "This staff member is already active",
  reassignRequired: (cases: number) =>
    `Choose who takes over ${cases === 1 ? "the open case" : `the ${cases} open cases`} of this staff member`,
  reassignToSelf: "Choose another staff member to take over the cases",
  reassignToInvalid:
    "Choose an active staff member who works cases and has an EA registration number",
} as const;

/** Texts of the Settings screen that the API shares (labels of the staff fields). */
export const STAFF_TEXTS = {
  name: "Name",
  email: "Email",
  password: "Password",
  eaRegistrationNumber: "EA registration number",
  phone: "Mobile (WhatsApp)",
  role: "Role",
  eaRegistrationNumberHint:
    "As MOM issued it, e.g. R1234567A; needed by owners, administrators and EA personnel",
  phoneHint: "Singapore mobile, e.g. 9123 4567",
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The digits wa.me wants (6591234567) for a Singapore mobile number written any usual way
 * (9123 4567, +65 9123-4567, (65) 91234567, 6591234567); null when it is not one.
 */
export function normaliseStaffPhone(input: string): string | null {
  if (!/^[+\d\s()-]*$/.test(input)) return null;
  const digits = input.replace(/\D/g, "");
  const withCountry = digits.length === 8 ? `65${digits}` : digits;
  return STAFF_PHONE_PATTERN.test(withCountry) ? withCountry : null;
}

/** How a stored number is shown: +65 9123 4567 (as stored when it is not a Singapore mobile). */
export function formatStaffPhone(stored: string): string {
  const match = /^65(\d{4})(\d{4})$/.exec(stored);
  return match ? `+65 ${match[1]} ${match[2]}` : stored;
}

const nameField = z
  .string({ error: STAFF_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: STAFF_MESSAGES.nameRequired })
  .max(STAFF_LIMITS.name, { error: STAFF_MESSAGES.nameTooLong });

/** Upper-cased and trimmed; R1234567A. */
export const eaRegistrationNumberSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  z
    .string({ error: STAFF_MESSAGES.eaNumberRequired })
    .min(1, { error: STAFF_MESSAGES.eaNumberRequired, abort: true })
    .regex(EA_REGISTRATION_NUMBER_PATTERN, { error: STAFF_MESSAGES.eaNumberInvalid }),
);

/** Any usual writing of a Singapore mobile number, stored as 6591234567. */
export const staffPhoneSchema = z
  .string({ error: STAFF_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: STAFF_MESSAGES.phoneRequired, abort: true })
  .transform((value, context) => {
    const phone = normaliseStaffPhone(value);
    if (phone === null) {
      context.addIssue({ code: "custom", message: STAFF_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

const emailField = z.preprocess(
  (value) => (isBlank(value) ? "" : value),
  z
    .string({ error: STAFF_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.emailRequired })
    .max(EMAIL_MAX_LENGTH, { error: STAFF_MESSAGES.emailInvalid })
    .pipe(z.email({ error: STAFF_MESSAGES.emailInvalid })),
);

/** The password rules of docs/product.md#accounts, each broken rule a message of its own. */
const passwordField = z
  .string({ error: strongPasswordProblems("")[0] })
  .max(PASSWORD_MAX_LENGTH, { error: STAFF_MESSAGES.passwordTooLong })
  .superRefine((password, context) => {
    for (const message of strongPasswordProblems(password)) {
      context.addIssue({ code: "custom", message });
    }
  });

/** A staff member as the API answers: never a password hash. Blank EA number or phone: not given. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  eaRegistrationNumber: z
    .string()
    .describe("MOM's EA personnel registration number, e.g. R1234567A; empty when not given."),
  phone: z
    .string()
    .describe(
      "Mobile, digits with country code as wa.me expects (6591234567); empty when not given.",
    ),
  role: z.enum(STAFF_ROLES).describe("What they may do (docs/product.md#staff-roles)."),
  active: z.boolean().describe("False once the owner deactivated them: they cannot sign in."),
  openCases: z.number().int().describe("Placement cases they own that have not ended."),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

const roleField = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

/** Blank means not given: only the roles that do EA work need the number. */
const optionalEaNumber = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  eaRegistrationNumberSchema.optional(),
);

/** POST /api/admin/staff: a new staff member; an EA personnel (case officer) unless `role` says. */
export const createStaffBodySchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    role: roleField.default("ea_personnel"),
    eaRegistrationNumber: optionalEaNumber,
    phone: staffPhoneSchema,
  })
  .superRefine((body, context) => {
    if (body.eaRegistrationNumber === undefined && needsEaNumber(body.role)) {
      context.addIssue({
        code: "custom",
        path: ["eaRegistrationNumber"],
        message: STAFF_MESSAGES.eaNumberRequired,
      });
    }
  });
export type CreateStaffBody = z.output<typeof createStaffBodySchema>;

export const needsEaNumber = (role: StaffRole) => EA_WORK_ROLES.includes(role);

/**
 * PATCH /api/admin/staff/:id: any of name, email, role, EA number and phone; the fields left
 * out stay. A blank EA number clears it (a role that does EA work refuses that).
 */
export const updateStaffBodySchema = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  role: roleField.optional(),
  eaRegistrationNumber: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z
        .string({ error: STAFF_MESSAGES.eaNumberInvalid })
        .refine((value) => value === "" || EA_REGISTRATION_NUMBER_PATTERN.test(value), {
          error: STAFF_MESSAGES.eaNumberInvalid,
        }),
    )
    .optional(),
  phone: staffPhoneSchema.optional(),
});
export type UpdateStaffBody = z.output<typeof updateStaffBodySchema>;

/** POST /api/admin/staff/:id/deactivate: who takes over their open cases (needed when any). */
export const deactivateStaffBodySchema = z.object({
  reassignTo: z
    .number({ error: "reassignTo must be a staff member's id" })
    .int({ error: "reassignTo must be a staff member's id" })
    .positive({ error: "reassignTo must be a staff member's id" })
    .optional(),
});
export type DeactivateStaffBody = z.output<typeof deactivateStaffBodySchema>;

export const staffIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a positive whole number" })
    .int({ error: "id must be a positive whole number" })
    .positive({ error: "id must be a positive whole number" })
    .max(2_147_483_647, { error: "id must be a positive whole number" }),
});
