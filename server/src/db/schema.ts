import { type FeeLine, MONEY_DOCUMENT_KINDS, PAYMENT_METHODS } from "@maids/contract/case-money.ts";
import {
  CASE_DOCUMENT_STATUSES,
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  SIGNER_ROLES,
  SIGNING_CHANNELS,
} from "@maids/contract/document-pack.ts";
import { LEGAL_TEXT_KINDS, PARTICULARS_SECTIONS } from "@maids/contract/employer-file.ts";
import {
  DATA_REQUEST_KINDS,
  HELPER_LANGUAGES_OF_PAGES,
  HELPER_PROFILE_STATUSES,
  INTERVIEW_ANSWERS,
} from "@maids/contract/helper-accounts.ts";
import { HELPER_IMPORT_STATUSES } from "@maids/contract/helper-imports.ts";
import { HOLDING_STAGES, PLACEMENT_STAGES } from "@maids/contract/placement-stages.ts";
import {
  DATE_FACTS,
  MEDICAL_EXAMINATION_KINDS,
  MEDICAL_RESULTS,
  PLACEMENT_EVENT_TYPES,
  RELEASE_KINDS,
} from "@maids/contract/placements.ts";
import { STAFF_ROLES } from "@maids/contract/staff-roles.ts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A column that must name a row of another table: the row goes when that one is deleted
 * (`cascade`), or keeps that one from being deleted (`restrict`).
 */
const requiredReference = <Name extends string>(
  name: Name,
  target: () => AnyPgColumn,
  onDelete: "cascade" | "restrict" = "cascade",
) => integer(name).notNull().references(target, { onDelete });

/** Roles as stored; the wire spells the customer role 131 (docs/architecture.md#glossary). */
export const USER_ROLES = ["customer", "helper", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Accented letters and their plain ones, for searches that ignore accents (users.search_text). */
export const ACCENTED =
  "àáâãäåāăąçćčďèéêëēėęěğìíîïīįıľłñńňòóôõöøōőŕřśşšţťùúûüūůűųýÿźżžÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚĞÌÍÎÏĪĮĽŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŞŠŢŤÙÚÛÜŪŮŰŲÝŸŹŻŽ";
export const UNACCENTED =
  "aaaaaaaaacccdeeeeeeeegiiiiiiillnnnoooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeegiiiiiillnnnoooooooorrsssttuuuuuuuuyyzzz";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
    /** Staff only: the EA personnel registration number MOM gave them (R1234567A). */
    eaRegistrationNumber: text("ea_registration_number").notNull().default(""),
    /** Staff only: the mobile number a family reaches their case owner on (WhatsApp). */
    phone: text("phone").notNull().default(""),
    /** Staff only (role admin): what they may do (contract/src/staff-roles.ts). */
    staffRole: text("staff_role", { enum: STAFF_ROLES }),
    /** Staff only: when the owner deactivated them; they cannot sign in until reactivated. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** Name, email and phone in lower case without accents, for staff's customer search. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(name || ' ' || email || ' ' || phone), ${sql.raw(`'${ACCENTED}', '${UNACCENTED}'`)})`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} in ('customer', 'helper', 'admin')`),
    check("users_staff_role_check", inList(table.staffRole, STAFF_ROLES)),
    check(
      "users_staff_role_of_staff_check",
      sql`(${table.role} = 'admin') = (${table.staffRole} is not null)`,
    ),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: requiredReference("user_id", () => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: requiredReference("user_id", () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_reset_tokens_user_id_idx").on(table.userId)],
);

/** An overseas partner agency that sends helpers to the agency. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    country: text("country").notNull().default(""),
    contactPerson: text("contact_person").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    licenceNumber: text("licence_number").notNull().default(""),
    address: text("address").notNull().default(""),
    notes: text("notes").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("suppliers_name_lower_unique").on(sql`lower(${table.name})`)],
);

/** A helper (called "maid" on the wire and in table names: docs/architecture.md#glossary). */
export const maids = pgTable(
  "maids",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** Storage key of the photo's derivatives; null when the helper has no photo. */
    photoKey: text("photo_key"),
    country: text("country").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    heightCm: integer("height_cm").notNull(),
    weightKg: integer("weight_kg").notNull(),
    salary: integer("salary").notNull(),
    loan: integer("loan").notNull().default(0),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    types: text("types").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    isEmployed: boolean("is_employed").notNull().default(false),
    supplierId: requiredReference("supplier_id", () => suppliers.id, "restrict"),
    maritalStatus: text("marital_status").notNull(),
    numChildren: integer("num_children").notNull().default(0),
    religion: text("religion").notNull(),
    passportExpiry: date("passport_expiry", { mode: "string" }),
    /** Her own account (a helper account), once staff accepted the profile she filled herself. */
    accountUserId: integer("account_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** The first day she can start with a new family; null when she can start now. */
    availableFrom: date("available_from", { mode: "string" }),
    /**
     * The placement case that holds her (selected to deployed): she is off the public site and
     * no other case may select her (docs/product.md#placements). Set and cleared only by the
     * placement service, in the same transaction as the case's stage.
     */
    heldByCaseId: integer("held_by_case_id").references((): AnyPgColumn => placementCases.id, {
      onDelete: "set null",
    }),
    /** Raised by every change; an edit made against an older version answers 409. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("maids_held_by_case_unique").on(table.heldByCaseId),
    index("maids_active_id_idx").on(table.isActive, table.id),
    index("maids_country_idx").on(table.country),
    index("maids_salary_idx").on(table.salary),
    index("maids_date_of_birth_idx").on(table.dateOfBirth),
    index("maids_skills_gin_idx").using("gin", table.skills),
    index("maids_languages_gin_idx").using("gin", table.languages),
    index("maids_types_gin_idx").using("gin", table.types),
    index("maids_name_lower_idx").on(sql`lower(${table.name})`),
    index("maids_supplier_id_idx").on(table.supplierId),
    index("maids_available_from_idx").on(table.availableFrom),
    uniqueIndex("maids_account_user_unique").on(table.accountUserId),
  ],
);

export const maidDetails = pgTable("maid_details", {
  maidId: integer("maid_id")
    .primaryKey()
    .references(() => maids.id, { onDelete: "cascade" }),
  description: text("description").notNull().default(""),
  restDays: integer("rest_days").notNull().default(0),
  highestEducation: text("highest_education").notNull().default(""),
  englishRating: integer("english_rating"),
  chineseRating: integer("chinese_rating"),
  dialectRating: integer("dialect_rating"),
  religion: text("religion").notNull().default(""),
  employmentHistory: text("employment_history").notNull().default(""),
  /**
   * The biodata form's sections (contract/biodata.ts), as the contract's input schema wrote
   * them; read back through that schema, so `{}` (helpers saved before biodata) reads as empty.
   */
  biodata: jsonb("biodata").$type<unknown>().notNull().default(sql`'{}'::jsonb`),
});

export const employmentEntries = pgTable(
  "employment_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    maidId: requiredReference("maid_id", () => maids.id),
    position: integer("position").notNull(),
    country: text("country").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    familyMembers: integer("family_members").notNull(),
    mainJobScope: text("main_job_scope").notNull(),
    employerDescription: text("employer_description").notNull(),
    reasonForLeaving: text("reason_for_leaving").notNull(),
    employerType: text("employer_type").notNull().default(""),
    feedback: text("feedback").notNull().default(""),
  },
  (table) => [index("employment_entries_maid_id_idx").on(table.maidId, table.position)],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: requiredReference("user_id", () => users.id),
    maidId: requiredReference("maid_id", () => maids.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.maidId] }),
    index("favourites_maid_id_idx").on(table.maidId),
  ],
);

/** An administrator's set of picks for one customer. */
export const recommendations = pgTable(
  "recommendations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerId: requiredReference("customer_id", () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("recommendations_customer_unique").on(table.customerId)],
);

export const recommendationMaids = pgTable(
  "recommendation_maids",
  {
    recommendationId: requiredReference("recommendation_id", () => recommendations.id),
    maidId: requiredReference("maid_id", () => maids.id),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.recommendationId, table.maidId] }),
    index("recommendation_maids_maid_id_idx").on(table.maidId),
  ],
);

/** A shareable recommendations link: unguessable token (stored hashed), expiring, revocable. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    customerId: integer("customer_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    filters: jsonb("filters").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    openCount: integer("open_count").notNull().default(0),
  },
  (table) => [
    uniqueIndex("share_links_token_hash_unique").on(table.tokenHash),
    index("share_links_customer_id_idx").on(table.customerId),
  ],
);

export const shareLinkHelpers = pgTable(
  "share_link_maids",
  {
    shareLinkId: requiredReference("share_link_id", () => shareLinks.id),
    maidId: requiredReference("maid_id", () => maids.id),
  },
  (table) => [
    primaryKey({ columns: [table.shareLinkId, table.maidId] }),
    index("share_link_maids_maid_id_idx").on(table.maidId),
  ],
);

/** A customer's request to interview a helper, for the agency to arrange. */
export const interviewRequests = pgTable(
  "interview_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredReference("user_id", () => users.id),
    maidId: requiredReference("maid_id", () => maids.id),
    /** The placement case (an enquiry for the family) the request joined; null before cases. */
    caseId: integer("case_id").references(() => placementCases.id, { onDelete: "set null" }),
    /** The helper's own answer from her account: agreed or declined to be interviewed. */
    helperAnswer: text("helper_answer", { enum: INTERVIEW_ANSWERS }),
    helperAnsweredAt: timestamp("helper_answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "interview_requests_helper_answer_check",
      sql`${table.helperAnswer} is null or ${inList(table.helperAnswer, INTERVIEW_ANSWERS)}`,
    ),
    index("interview_requests_case_id_idx").on(table.caseId),
    uniqueIndex("interview_requests_user_maid_unique").on(table.userId, table.maidId),
    index("interview_requests_maid_id_idx").on(table.maidId),
    index("interview_requests_created_at_idx").on(table.createdAt),
  ],
);

/** Who changed what, for administrator actions. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId),
    index("audit_log_created_at_idx").on(table.createdAt),
  ],
);

/** Small key-value facts about this installation, e.g. when demo data was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Fixed-window counters for rate limits, shared by every app process. */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_buckets_window_idx").on(table.windowStartedAt)],
);

/** `column in ('a', 'b')` with the values written out, as a CHECK or index predicate needs. */
function inList(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

/** One family's placement, from enquiry to deployment (docs/product.md#placements). */
export const placementCases = pgTable(
  "placement_cases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull(),
    customerId: requiredReference("customer_id", () => users.id, "restrict"),
    /** The helper selected for the family; null while the family is still interviewing. */
    maidId: integer("maid_id").references(() => maids.id, { onDelete: "restrict" }),
    ownerId: requiredReference("owner_id", () => users.id, "restrict"),
    stage: text("stage", { enum: PLACEMENT_STAGES }).notNull(),
    /** `transfer`: a helper already working in Singapore; the arrival steps do not apply. */
    kind: text("kind", { enum: ["new_arrival", "transfer"] })
      .notNull()
      .default("new_arrival"),
    /** First work permit in Singapore: the Settling-In Programme is required. */
    firstTimeHelper: boolean("first_time_helper").notNull().default(true),
    replacesCaseId: integer("replaces_case_id").references((): AnyPgColumn => placementCases.id, {
      onDelete: "restrict",
    }),
    approvalDate: date("approval_date", { mode: "string" }),
    /** The In-Principle Approval lapses on this day unless she has arrived (or transferred). */
    ipaValidUntil: date("ipa_valid_until", { mode: "string" }),
    /** Only the work permit number's last four characters are kept. */
    permitLastFour: text("permit_last_four").notNull().default(""),
    permitIssuedOn: date("permit_issued_on", { mode: "string" }),
    permitExpiry: date("permit_expiry", { mode: "string" }),
    bondReference: text("bond_reference").notNull().default(""),
    bondEnd: date("bond_end", { mode: "string" }),
    insurancePolicy: text("insurance_policy").notNull().default(""),
    insuranceEnd: date("insurance_end", { mode: "string" }),
    arrivalDate: date("arrival_date", { mode: "string" }),
    settlingInDate: date("settling_in_date", { mode: "string" }),
    /** Fingerprints and photo registered for her work permit card. */
    cardRegisteredOn: date("card_registered_on", { mode: "string" }),
    /** Her release after a case ended in Singapore (contract `needsRelease`): how, when, consent. */
    releaseKind: text("release_kind", { enum: RELEASE_KINDS }),
    releasedOn: date("released_on", { mode: "string" }),
    releaseConsent: boolean("release_consent").notNull().default(false),
    deployedOn: date("deployed_on", { mode: "string" }),
    /** Raised by every change; a change made against an older version answers 409. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("placement_cases_reference_unique").on(table.reference),
    index("placement_cases_stage_idx").on(table.stage, table.updatedAt),
    index("placement_cases_owner_idx").on(table.ownerId, table.stage),
    index("placement_cases_customer_idx").on(table.customerId),
    index("placement_cases_maid_idx").on(table.maidId),
    check("placement_cases_stage_check", inList(table.stage, PLACEMENT_STAGES)),
    check("placement_cases_kind_check", sql`${table.kind} in ('new_arrival', 'transfer')`),
    check(
      "placement_cases_release_kind_check",
      sql`${table.releaseKind} is null or ${inList(table.releaseKind, RELEASE_KINDS)}`,
    ),
    uniqueIndex("placement_cases_one_holding_case_per_helper")
      .on(table.maidId)
      .where(inList(table.stage, HOLDING_STAGES)),
  ],
);

/** The helpers a family considers in one case: from interview requests or added by staff. */
export const placementCandidates = pgTable(
  "placement_candidates",
  {
    caseId: requiredReference("case_id", () => placementCases.id),
    maidId: requiredReference("maid_id", () => maids.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.maidId] }),
    index("placement_candidates_maid_idx").on(table.maidId),
  ],
);

/**
 * A helper's medical examinations, kept on her record (a transfer carries her history) and
 * linked to the case they were recorded on. Staff-only: nothing here reaches the public site.
 */
export const medicalExaminations = pgTable(
  "medical_examinations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    maidId: requiredReference("maid_id", () => maids.id),
    caseId: integer("case_id").references((): AnyPgColumn => placementCases.id, {
      onDelete: "set null",
    }),
    kind: text("kind", { enum: MEDICAL_EXAMINATION_KINDS }).notNull(),
    examinedOn: date("examined_on", { mode: "string" }).notNull(),
    clinic: text("clinic").notNull(),
    result: text("result", { enum: MEDICAL_RESULTS }).notNull(),
    recordedByUserId: integer("recorded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    recordedAt: createdAt(),
  },
  (table) => [
    index("medical_examinations_maid_idx").on(table.maidId, table.examinedOn),
    check("medical_examinations_kind_check", inList(table.kind, MEDICAL_EXAMINATION_KINDS)),
    check("medical_examinations_result_check", inList(table.result, MEDICAL_RESULTS)),
  ],
);

/**
 * A case's history: stage changes, staff notes, corrections of its dates and the medical
 * examinations recorded on it. Append-only: an entry is never changed once written.
 */
export const placementEvents = pgTable(
  "placement_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: requiredReference("case_id", () => placementCases.id),
    type: text("type", { enum: PLACEMENT_EVENT_TYPES }).notNull(),
    /** The stage entered; null for every other type. */
    stage: text("stage", { enum: PLACEMENT_STAGES }),
    /** The day it happened, as staff gave it. */
    happenedOn: date("happened_on", { mode: "string" }).notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** A note's text; a correction's reason. */
    note: text("note").notNull().default(""),
    /** A correction: which date fact, as it was and as it became (null when cleared). */
    correctedField: text("corrected_field", { enum: DATE_FACTS as [string, ...string[]] }),
    correctedFrom: date("corrected_from", { mode: "string" }),
    correctedTo: date("corrected_to", { mode: "string" }),
    // Restrict: an event is never changed, so its examination stays while it does.
    examinationId: integer("examination_id").references(() => medicalExaminations.id, {
      onDelete: "restrict",
    }),
    recordedAt: createdAt(),
  },
  (table) => [
    index("placement_events_case_idx").on(table.caseId, table.id),
    check("placement_events_type_check", inList(table.type, PLACEMENT_EVENT_TYPES)),
    check(
      "placement_events_stage_check",
      sql`(${table.type} = 'stage') = (${table.stage} is not null)`,
    ),
    check(
      "placement_events_correction_check",
      sql`(${table.type} = 'correction') = (${table.correctedField} is not null and ${table.correctedFrom} is not null)`,
    ),
  ],
);

/** The last case number given out each year, for references such as PL-2026-0042. */
export const placementReferenceCounters = pgTable("placement_reference_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** A job meant to run once a day whatever the number of app processes: first to insert runs it. */
export const dailyJobRuns = pgTable(
  "daily_job_runs",
  {
    job: text("job").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

/**
 * One daily job's mail of one day to one person (docs/product.md#placement-dates): the process
 * that claims it sends it and marks it sent once it went. A failed send gives the claim back, and
 * a claim left by a process that stopped mid-send lapses, so the next check sends it: every mail
 * goes, and goes once, whatever the number of processes.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    job: text("job").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    recipientUserId: requiredReference("recipient_user_id", () => users.id),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.job, table.day, table.recipientUserId] })],
);

/**
 * A spreadsheet of helpers (and perhaps a .zip of photos) an administrator uploaded
 * (docs/product.md#bulk-intake). Its rows wait here, checked, until it is committed; then
 * they are dropped, and `helper_import_changes` says what the commit did, for its undo.
 */
export const helperImports = pgTable(
  "helper_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fileName: text("file_name").notNull(),
    photosFileName: text("photos_file_name"),
    /**
     * The uploaded .zip's name, `<uuid>.zip`, while the import waits for its commit: in the
     * `imports` folder of the machines that have it and, with a bucket, under `imports/` in
     * the photo store (ADR 0031). Imports uploaded before name their file's absolute path.
     */
    archiveName: text("archive_path"),
    status: text("status").notNull(),
    message: text("message"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    suppliers: text("suppliers").array().notNull().default(sql`'{}'::text[]`),
    /** The sheet's rows as read: `[{row, cells}]`; null once committed. */
    rows: jsonb("rows"),
    preview: jsonb("preview"),
    choices: jsonb("choices"),
    result: jsonb("result"),
    /** The last time its commit touched one of its helpers: one changed later stops its undo. */
    committedAt: timestamp("committed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("helper_imports_status_check", inList(table.status, HELPER_IMPORT_STATUSES)),
    index("helper_imports_created_at_idx").on(table.createdAt),
  ],
);

/** What a committed import did to each helper: added her, or changed her (and what she was). */
export const helperImportChanges = pgTable(
  "helper_import_changes",
  {
    importId: requiredReference("import_id", () => helperImports.id),
    maidId: requiredReference("maid_id", () => maids.id),
    action: text("action").notNull(),
    /** An updated helper as she was (the form's values), to put back on undo. */
    previous: jsonb("previous"),
    /** Her photo before the import replaced it: its files stay while the import can be undone. */
    previousPhotoKey: text("previous_photo_key"),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.maidId] }),
    check("helper_import_changes_action_check", inList(table.action, ["created", "updated"])),
    index("helper_import_changes_maid_idx").on(table.maidId),
    index("helper_import_changes_previous_photo_idx").on(table.previousPhotoKey),
  ],
);

/**
 * Every version of the agency's terms, privacy notice and employer consent text, as published;
 * a version is never changed, so that what someone agreed to can always be read again.
 */
export const legalTexts = pgTable(
  "legal_texts",
  {
    kind: text("kind", { enum: LEGAL_TEXT_KINDS }).notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedByUserId: integer("published_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.version] }),
    check("legal_texts_kind_check", inList(table.kind, LEGAL_TEXT_KINDS)),
  ],
);

/** Which versions of the terms and privacy notice an account accepted, and when (at sign-up). */
export const legalAcceptances = pgTable(
  "legal_acceptances",
  {
    userId: requiredReference("user_id", () => users.id),
    kind: text("kind", { enum: LEGAL_TEXT_KINDS }).notNull(),
    version: integer("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.version] }),
    foreignKey({
      name: "legal_acceptances_text_fk",
      columns: [table.kind, table.version],
      foreignColumns: [legalTexts.kind, legalTexts.version],
    }).onDelete("restrict"),
  ],
);

/**
 * The family's written consent to the agency collecting and using its particulars for the
 * work-permit application and the placement: which text, when, given online or recorded by
 * staff from paper; withdrawn, never deleted. At most one standing consent per case.
 */
export const employerConsents = pgTable(
  "employer_consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    caseId: requiredReference("case_id", () => placementCases.id),
    textVersion: integer("text_version").notNull(),
    recordedAs: text("recorded_as", { enum: ["online", "paper"] }).notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    recordedByUserId: integer("recorded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnByUserId: integer("withdrawn_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    index("employer_consents_case_idx").on(table.caseId, table.id),
    uniqueIndex("employer_consents_one_standing")
      .on(table.caseId)
      .where(sql`${table.withdrawnAt} is null`),
    check("employer_consents_recorded_as_check", sql`${table.recordedAs} in ('online', 'paper')`),
  ],
);

/**
 * The employer's particulars on a case, one row per section (contract/src/employer-file.ts), each
 * with its own version so that edits of different sections never clash. Identity numbers inside
 * `data` are sealed (identity/identity-cipher.ts): the table holds none in plain text.
 */
export const employerParticulars = pgTable(
  "employer_particulars",
  {
    caseId: requiredReference("case_id", () => placementCases.id),
    section: text("section", { enum: PARTICULARS_SECTIONS }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.section] }),
    check("employer_particulars_section_check", inList(table.section, PARTICULARS_SECTIONS)),
  ],
);

/** The agency's money settings, one row: whether it charges GST, at what rate, its number. */
export const moneySettings = pgTable(
  "money_settings",
  {
    id: integer("id").primaryKey().default(1),
    gstRegistered: boolean("gst_registered").notNull().default(false),
    gstRateBasisPoints: integer("gst_rate_basis_points").notNull().default(900),
    gstNumber: text("gst_number").notNull().default(""),
    /** What a month of loan repayment must leave the helper at least. */
    minimumLeftCents: integer("minimum_left_cents").notNull().default(2000),
    updatedAt: updatedAt(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [check("money_settings_one_row", sql`${table.id} = 1`)],
);

/** The owner's fee packages, from which a case's fees start (lines as contract `feeLineSchema`). */
export const feePackages = pgTable(
  "fee_packages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    lines: jsonb("lines").$type<FeeLine[]>().notNull(),
    depositCents: integer("deposit_cents").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("fee_packages_name_unique").on(sql`lower(${table.name})`)],
);

/** A case's services and fees schedule, saved whole against its version. */
export const caseFees = pgTable("case_fees", {
  caseId: integer("case_id")
    .primaryKey()
    .references(() => placementCases.id, { onDelete: "cascade" }),
  packageId: integer("package_id").references(() => feePackages.id, { onDelete: "set null" }),
  lines: jsonb("lines").$type<FeeLine[]>().notNull(),
  depositCents: integer("deposit_cents").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
    onDelete: "set null",
  }),
});

/**
 * Invoices, receipts and credit notes: numbered per kind and year with no gap (the counter is
 * taken in the document's own transaction), never changed or deleted (a trigger refuses it); a
 * receipt given by mistake is voided by a credit note that names it.
 */
export const moneyDocuments = pgTable(
  "money_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    caseId: requiredReference("case_id", () => placementCases.id, "restrict"),
    kind: text("kind", { enum: MONEY_DOCUMENT_KINDS }).notNull(),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }),
    reference: text("reference").notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedByUserId: integer("issued_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    voidsDocumentId: integer("voids_document_id").references((): AnyPgColumn => moneyDocuments.id, {
      onDelete: "restrict",
    }),
  },
  (table) => [
    uniqueIndex("money_documents_number_unique").on(table.number),
    uniqueIndex("money_documents_sequence_unique").on(table.kind, table.year, table.sequence),
    uniqueIndex("money_documents_one_void_per_document")
      .on(table.voidsDocumentId)
      .where(sql`${table.voidsDocumentId} is not null`),
    index("money_documents_case_idx").on(table.caseId, table.id),
    check("money_documents_kind_check", inList(table.kind, MONEY_DOCUMENT_KINDS)),
    check(
      "money_documents_method_check",
      sql`${table.method} is null or ${inList(table.method, PAYMENT_METHODS)}`,
    ),
    check("money_documents_amount_check", sql`${table.amountCents} >= 0`),
  ],
);

/** The helper's salary and placement-loan terms on a case; the schedule is computed on read. */
export const helperLoans = pgTable("helper_loans", {
  caseId: integer("case_id")
    .primaryKey()
    .references(() => placementCases.id, { onDelete: "cascade" }),
  monthlySalaryCents: integer("monthly_salary_cents").notNull(),
  restDaysPerMonth: integer("rest_days_per_month").notNull(),
  compensatedRestDays: integer("compensated_rest_days").notNull(),
  loanCents: integer("loan_cents").notNull(),
  monthlyDeductionCents: integer("monthly_deduction_cents").notNull(),
  permitYears: integer("permit_years").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
    onDelete: "set null",
  }),
});

/** The last number given to each kind of money document each year. */
export const documentCounters = pgTable(
  "document_counters",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/** Bytes, as a Buffer on both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Each version of each document template, per language; the latest is the one in force. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    language: text("language", { enum: DOCUMENT_LANGUAGES }).notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the project's starter text. */
    publishedByUserId: integer("published_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.language, table.version] }),
    check("document_templates_kind_check", inList(table.kind, DOCUMENT_KINDS)),
    check("document_templates_language_check", inList(table.language, DOCUMENT_LANGUAGES)),
  ],
);

/**
 * A generated document of a case's pack, as the PDF the parties read and sign. Never changed:
 * a new version replaces it (superseded_at), and the old one stays.
 */
export const caseDocuments = pgTable(
  "case_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    caseId: requiredReference("case_id", () => placementCases.id, "restrict"),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    language: text("language", { enum: DOCUMENT_LANGUAGES }).notNull(),
    version: integer("version").notNull(),
    templateVersion: integer("template_version").notNull(),
    /** The filled template the PDF was laid out from. */
    text: text("text").notNull(),
    /** The signers as named when it was generated: [{role, name}]. */
    signers: jsonb("signers").$type<{ role: string; name: string }[]>().notNull(),
    pdf: bytea("pdf").notNull(),
    sha256: text("sha256").notNull(),
    status: text("status", { enum: CASE_DOCUMENT_STATUSES })
      .notNull()
      .default("awaiting_signatures"),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
    generatedByUserId: integer("generated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** What the page frames showed (agency, case owner, version line), to lay it out again when sealed. */
    frame: jsonb("frame").$type<{
      agency: { name: string; licenceNumber: string };
      owner: { name: string; eaRegistrationNumber: string };
      versionLine: string;
    }>(),
    /** Once every party signed: the PDF with their signatures and trail, digitally signed. */
    signedPdf: bytea("signed_pdf"),
    signedSha256: text("signed_sha256"),
  },
  (table) => [
    uniqueIndex("case_documents_version_unique").on(
      table.caseId,
      table.kind,
      table.language,
      table.version,
    ),
    uniqueIndex("case_documents_one_current")
      .on(table.caseId, table.kind, table.language)
      .where(sql`${table.supersededAt} is null`),
    check("case_documents_kind_check", inList(table.kind, DOCUMENT_KINDS)),
    check("case_documents_status_check", inList(table.status, CASE_DOCUMENT_STATUSES)),
  ],
);

/** A signer of a generated document: named when it is generated, signed once. */
export const documentSignatures = pgTable(
  "document_signatures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: requiredReference("document_id", () => caseDocuments.id, "restrict"),
    role: text("role", { enum: SIGNER_ROLES }).notNull(),
    /** The order in which the document's signers sign; the case owner is last. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    channel: text("channel", { enum: SIGNING_CHANNELS }),
    /** A drawn signature's PNG; null for a typed one. */
    image: bytea("image"),
    typedName: text("typed_name"),
    /** The SHA-256 of the PDF the signer was shown. */
    shownSha256: text("shown_sha256"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    signedByUserId: integer("signed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** The staff member on whose device a signer signed in person. */
    witnessUserId: integer("witness_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    uniqueIndex("document_signatures_role_unique").on(table.documentId, table.role),
    check("document_signatures_role_check", inList(table.role, SIGNER_ROLES)),
  ],
);

/** A personal signing link: unguessable (only its hash is kept), expiring, single-use, revocable. */
export const signingLinks = pgTable(
  "signing_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    caseId: requiredReference("case_id", () => placementCases.id),
    role: text("role", { enum: SIGNER_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The helper's one-time code, hashed; null for a link without one. */
    codeHash: text("code_hash"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    uniqueIndex("signing_links_token_unique").on(table.tokenHash),
    index("signing_links_case_idx").on(table.caseId, table.role),
  ],
);

/**
 * A family's requirements (the job order): its household, the work, languages, budget and
 * preferences, as the contract's schema wrote them (contract/src/family-requirements.ts), read
 * back through that schema. One row per customer account, written as the family goes.
 */
export const familyRequirements = pgTable("family_requirements", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requirements: jsonb("requirements").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The profile a helper fills herself from her account (docs/product.md#helpers-own-accounts): her
 * data as the contract's schema wrote it, her photo, where its review stands, her consent to be
 * shown to families and the language of her pages. Nothing of it is public: staff accepting it
 * make (or update) an unpublished helper record linked to her account (`maids.account_user_id`).
 */
export const helperProfiles = pgTable(
  "helper_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<unknown>().notNull().default(sql`'{}'::jsonb`),
    photoKey: text("photo_key"),
    status: text("status", { enum: HELPER_PROFILE_STATUSES }).notNull().default("draft"),
    /** Staff's note: what to change, or why they declined. */
    staffNote: text("staff_note").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    consentGivenAt: timestamp("consent_given_at", { withTimezone: true }),
    consentWithdrawnAt: timestamp("consent_withdrawn_at", { withTimezone: true }),
    language: text("language", { enum: HELPER_LANGUAGES_OF_PAGES }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("helper_profiles_status_check", inList(table.status, HELPER_PROFILE_STATUSES)),
    check("helper_profiles_language_check", inList(table.language, HELPER_LANGUAGES_OF_PAGES)),
    index("helper_profiles_status_idx").on(table.status, table.submittedAt),
  ],
);

/** A person's request about their personal data (PDPA): a copy, or its deletion. */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredReference("user_id", () => users.id),
    kind: text("kind", { enum: DATA_REQUEST_KINDS }).notNull(),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("data_requests_kind_check", inList(table.kind, DATA_REQUEST_KINDS)),
    index("data_requests_open_idx").on(table.handledAt, table.createdAt),
    index("data_requests_user_idx").on(table.userId),
  ],
);
