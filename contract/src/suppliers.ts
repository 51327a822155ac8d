import { z } from "zod";

/**
 * Suppliers: the overseas partner agencies that send helpers. The wire shape is the one
 * the agency's original front end reads (`companyName`, `status`, `maidsCount`).
 */
export const SUPPLIER_STATUSES = ["active", "inactive"] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export const SUPPLIER_LIMITS = {
  name: 120,
  country: 60,
  contactPerson: 120,
  phone: 40,
  email: 254,
  licenceNumber: 60,
  address: 500,
  notes: 2000,
} as const;

export const supplierSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  country: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  licenceNumber: z.string(),
  address: z.string(),
  notes: z.string(),
  status: z.enum(SUPPLIER_STATUSES),
  maidsCount: z.number().int().describe("Helpers who came through this supplier."),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const suppliersSchema = z.array(supplierSchema);

const blankToEmpty = (value: unknown) => (value === undefined || value === null ? "" : value);

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToEmpty,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` }),
  );
}

const email = z.preprocess(
  blankToEmpty,
  z
    .string({ error: "Email must be text" })
    .trim()
    .max(SUPPLIER_LIMITS.email, { error: "Please enter a valid email address" })
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      error: "Please enter a valid email address",
    }),
);

const phone = z.preprocess(
  blankToEmpty,
  z
    .string({ error: "Phone must be text" })
    .trim()
    .max(SUPPLIER_LIMITS.phone, {
      error: `Phone must be at most ${SUPPLIER_LIMITS.phone} characters`,
    })
    .regex(/^[+\d\s()-]*$/, { error: "Phone may hold only digits, spaces, +, ( ) and -" }),
);

/** `status` as the original front end sends it, or `isActive`; active unless told otherwise. */
const status = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? "active" : value),
  z.enum(SUPPLIER_STATUSES, { error: "Status must be active or inactive" }),
);

/** The supplier form's fields and their rules, shared by the web form and the server. */
export const supplierFieldsSchema = z.object({
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, { error: "Company name is required" })
    .max(SUPPLIER_LIMITS.name, {
      error: `Company name must be at most ${SUPPLIER_LIMITS.name} characters`,
    }),
  country: optionalText("Country", SUPPLIER_LIMITS.country),
  contactPerson: optionalText("Contact person", SUPPLIER_LIMITS.contactPerson),
  phone,
  email,
  licenceNumber: optionalText("Licence number", SUPPLIER_LIMITS.licenceNumber),
  address: optionalText("Address", SUPPLIER_LIMITS.address),
  notes: optionalText("Notes", SUPPLIER_LIMITS.notes),
  status,
});

/**
 * What an administrator sends to add or change a supplier (all fields, as the form holds
 * them). `companyName` may also come as `name`, the status as `isActive`; unknown fields
 * are ignored.
 */
export const supplierInputSchema = z.preprocess((value) => {
  if (typeof value !== "object" || value === null) return value;
  const input = value as Record<string, unknown>;
  const active = typeof input.isActive === "boolean" ? input.isActive : undefined;
  return {
    ...input,
    companyName: input.companyName ?? input.name,
    status: input.status ?? (active === undefined ? undefined : active ? "active" : "inactive"),
  };
}, supplierFieldsSchema);
export type SupplierInput = z.output<typeof supplierInputSchema>;

export const supplierSearchQuerySchema = z.object({
  query: z.string().trim().max(100, { error: "query must be at most 100 characters" }).default(""),
});

export const deleteSupplierResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const SUPPLIER_MESSAGES = {
  notFound: "Supplier not found",
  nameTaken: "A supplier with this name already exists.",
  deleted: "Supplier deleted successfully!",
  inUse: (helpers: number) =>
    `This supplier has ${helpers} ${helpers === 1 ? "helper" : "helpers"}, so it cannot be deleted. Deactivate it instead.`,
} as const;
