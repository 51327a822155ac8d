import { availableParallelism } from "node:os";
import path from "node:path";
import type { Agency } from "@maids/contract/agency.ts";
import { SERVER_PORT } from "@maids/contract/limits.ts";
import { z } from "zod";
import { PRODUCTION_PASSWORD_HASH_COST } from "./auth/password.ts";
import {
  parseTrustedProxies,
  TRUST_PROXY_HELP,
  TRUST_PROXY_TRUE_REFUSED,
  type TrustedProxies,
} from "./http/trusted-proxies.ts";
import type { IdentityKey } from "./identity/identity-cipher.ts";
import { parseIdentityKeys } from "./identity/identity-keys.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import { SINGAPORE_PUBLIC_HOLIDAYS } from "./singapore-holidays.ts";

export { PROJECT_ROOT };

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A bearer token shorter than this could be guessed (`/metrics` has no rate limit, ADR 0033). */
const METRICS_TOKEN_MIN_LENGTH = 32;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Every interface in production; this machine only elsewhere, where demo passwords are published. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int()
    .min(0)
    .max(65535)
    .default(SERVER_PORT),
  PUBLIC_URL: z
    .url({ error: "must be an absolute URL such as https://agency.example.sg" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default(path.join(PROJECT_ROOT, "data")),
  DATABASE_URL: optionalText.pipe(
    z.url({ error: "must be a postgres:// connection URL" }).optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number from 1 to 64" })
    .int({ error: "must be a whole number from 1 to 64" })
    .min(1, { error: "must be a whole number from 1 to 64" })
    .max(64, { error: "must be a whole number from 1 to 64" })
    .optional(),
  DEMO_DATA: z.enum(["auto", "on", "off"], { error: "must be auto, on or off" }).default("auto"),
  ALLOW_DEMO_DATA_IN_PRODUCTION: booleanFlag.default(false),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(PROJECT_ROOT, "web", "dist")),
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine((value) => value.trim() !== "true", { error: TRUST_PROXY_TRUE_REFUSED })
    .transform((value, context) => {
      const trusted = parseTrustedProxies(value);
      if (trusted === undefined) context.addIssue({ code: "custom", message: TRUST_PROXY_HELP });
      return trusted ?? false;
    }),
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_TIMEOUT_DAYS: z.coerce.number().int().min(1).default(30),
  PASSWORD_HASH_COST: wholeNumber(10, 20).default(PRODUCTION_PASSWORD_HASH_COST),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  COOKIE_SECURE: z
    .enum(["auto", "true", "false"], { error: "must be auto, true or false" })
    .default("auto"),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ error: "must be a comma-separated list of origins such as https://app.agency.sg" }),
      ),
    ),
  SMTP_URL: optionalText.pipe(
    z
      .url({ error: "must be an SMTP URL such as smtps://user:pass@smtp.example.com:465" })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Maid Agency <no-reply@localhost>"),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(METRICS_TOKEN_MIN_LENGTH, {
        error: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters, e.g. from \`openssl rand -hex 32\``,
      })
      .regex(/^[\x21-\x7e]+$/, { error: "must be printable ASCII without spaces" })
      .optional(),
  ),
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number({ error: "must be a whole number from 1 to 1000" })
    .int({ error: "must be a whole number from 1 to 1000" })
    .min(1, { error: "must be a whole number from 1 to 1000" })
    .max(1000, { error: "must be a whole number from 1 to 1000" })
    .default(1),
  SHARE_LINK_TTL_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int({ error: "must be a whole number of days" })
    .min(1, { error: "must be at least 1 day" })
    .max(365, { error: "must be at most 365 days" })
    .default(30),
  BIODATA_PDF_WORKERS: wholeNumber(1, 16).optional(),
  BIODATA_PDF_QUEUE: wholeNumber(0, 1000).default(16),
  BIODATA_PDF_CACHE_MB: wholeNumber(0, 4096).default(32),
  PUBLIC_HOLIDAYS: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? [...SINGAPORE_PUBLIC_HOLIDAYS]
        : value
            .split(",")
            .map((day) => day.trim())
            .filter(Boolean),
    )
    .pipe(
      z.array(z.iso.date({ error: "must be a comma-separated list of dates such as 2027-01-01" })),
    ),
  REMINDER_MAIL_HOUR: z
    .union([z.literal("off"), wholeNumber(0, 23)], {
      error: "must be off or an hour from 0 to 23 (Singapore time)",
    })
    .default(8),
  REMINDER_CHECK_SECONDS: wholeNumber(1, 3600).default(600),
  /** 32 random bytes in base64 (`openssl rand -base64 32`): backups are encrypted with it. */
  BACKUP_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value), {
        error: "must be 32 random bytes in base64, as `openssl rand -base64 32` prints",
      })
      .optional(),
  ),
  /**
   * The keys identity numbers are encrypted with (ADR 0044): `id:base64,…`, the current one
   * first, each 32 random bytes (`openssl rand -base64 32`).
   */
  IDENTITY_KEYS: optionalText.pipe(
    z
      .string()
      .transform((value, context) => {
        try {
          return parseIdentityKeys(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  /**
   * The agency's certificate for sealing signed documents (ADR 0048): a PKCS#12 (.p12/.pfx)
   * file and its password.
   */
  SIGNING_CERTIFICATE_FILE: optionalText,
  SIGNING_CERTIFICATE_PASSWORD: z.string().default(""),
  STORAGE: z.enum(["disk", "s3"], { error: "must be disk or s3" }).default("disk"),
  S3_BUCKET: optionalText,
  S3_REGION: z
    .string()
    .trim()
    .min(1, { error: "must be a region such as us-east-1" })
    .default("us-east-1"),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as http://minio.internal:9000",
      })
      .refine((value) => !new URL(value).username && !new URL(value).password, {
        error:
          "must not hold credentials: give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
      })
      .optional(),
  ),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z
    .string()
    .default("")
    .transform((value) => value.trim().replace(/^\/+|\/+$/g, ""))
    .refine((value) => /^[A-Za-z0-9!_.*'()/-]*$/.test(value) && !value.includes("//"), {
      error: "must be a folder-like name such as photos/ (letters, digits and ! - _ . * ' ( ) /)",
    })
    .transform((value) => (value ? `${value}/` : "")),
  AGENCY_NAME: z.string().trim().min(1).default("HomeHelp SG"),
  AGENCY_LICENCE_NUMBER: z.string().trim().min(1).default("25C0000"),
  AGENCY_PHONE: z.string().trim().min(1).default("+65 6000 0000"),
  AGENCY_WHATSAPP: z
    .string()
    .trim()
    .regex(/^[1-9]\d{7,14}$/, {
      error: "must be the number in international form, digits only, e.g. 6591234567",
    })
    .default("6580000000"),
  AGENCY_EMAIL: z.email({ error: "must be an email address" }).default("hello@homehelp.example.sg"),
  AGENCY_ADDRESS: z.string().trim().min(1).default("1 Example Road, #01-01, Singapore 000000"),
  AGENCY_OPENING_HOURS: z
    .string()
    .trim()
    .min(1)
    .default("Mon to Sat, 10am to 7pm; Sun by appointment"),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  dataDir: string;
  /** Embedded PGlite in `<dataDir>/pglite` unless a PostgreSQL URL is given. */
  database: { kind: "pglite"; dir: string } | { kind: "postgres"; url: string; poolSize: number };
  /**
   * Worker processes (node:cluster) behind one port: on PostgreSQL WEB_CONCURRENCY, by
   * default one per available core; always 1 on the embedded database (single-process).
   */
  workers: number;
  /** The photo folder of the disk store, and where `npm run storage:copy` copies from. */
  uploadsDir: string;
  /** This machine's copies of bulk imports' .zip files while they wait (ADR 0031). */
  importsDir: string;
  /** Where photos are stored (ADR 0032): the uploads folder by default, or an S3-compatible bucket. */
  storage: { kind: "disk"; dir: string } | ({ kind: "s3" } & S3StorageSettings);
  loadDemoData: boolean;
  /**
   * Production with demo data deliberately on (a public demonstration site): demo
   * accounts with their published passwords are then tolerated instead of refused.
   */
  allowDemoAccounts: boolean;
  webDistDir: string;
  /** Which X-Forwarded-For entries to believe (http/trusted-proxies.ts). */
  trustProxy: TrustedProxies;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  /** log2 of scrypt's N for new password hashes (auth/password.ts); lower only in tests. */
  passwordHashCost: number;
  shutdownTimeoutMs: number;
  /** "auto": Secure cookies when the request came over HTTPS. */
  cookieSecure: "auto" | boolean;
  /** Front-end origins allowed to call the API with credentials (CORS and the cross-site check). */
  corsOrigins: string[];
  /**
   * Without SMTP, mails are written to `outboxDir` as .eml files; outside production
   * their recipients and links (which hold reset tokens) are also logged, for developers to click.
   */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; logLinks: boolean };
  /**
   * The bearer token that `GET /metrics` asks for (ADR 0033); without one, `/metrics`
   * answers 404 like an unknown path.
   */
  metricsToken: string | undefined;
  shareLinkTtlMs: number;
  /** Scales every sign-in, sign-up and reset limit (e.g. many users behind one office address). */
  rateLimitMultiplier: number;
  /** Shown on the site and used for WhatsApp links. */
  agency: Agency;
  /** What backups are encrypted with (BACKUP_KEY); null leaves them plain (not in production). */
  backupKey: Buffer | null;
  /**
   * What identity numbers are encrypted with (IDENTITY_KEYS), the current key first; null
   * outside production: a key kept in the data directory (identity/identity-keys.ts).
   */
  identityKeys: IdentityKey[] | null;
  /**
   * The PKCS#12 file signed documents are sealed with, and its password; null outside
   * production: a self-signed one made in the data directory (pdf/signing-certificate.ts).
   */
  signingCertificate: { file: string; password: string } | null;
  /**
   * Each staff member's daily mail of placement dates: from `hour` (Singapore time) on, each
   * process checks every `checkEveryMs` and one of them sends it; null when switched off.
   */
  reminders: { hour: number; checkEveryMs: number } | null;
  /** Days not counted as working days in the placement dates (docs/product.md#placement-dates). */
  publicHolidays: string[];
  /**
   * Biodata PDFs (ADR 0026): worker threads rendering them (by default one per core but
   * one, at most two), renders waiting beyond those before a 503, and the cache's size.
   */
  biodataPdf: { workers: number; queueLimit: number; cacheBytes: number };
}

/** Where the bucket is (STORAGE=s3); credentials come from the SDK's own chain, never from here. */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, Cloudflare R2, ...); AWS S3 when absent. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO needs it). */
  forcePathStyle: boolean;
  /** Empty, or ends with "/": every object of ours is under it. */
  prefix: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  checkProductionSettings(e);
  checkStorageSettings(e);
  const uploadsDir = path.join(e.DATA_DIR, "uploads");
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "pglite", dir: path.join(e.DATA_DIR, "pglite") },
    workers: e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    uploadsDir,
    importsDir: path.join(e.DATA_DIR, "imports"),
    storage:
      e.STORAGE === "s3" && e.S3_BUCKET
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : { kind: "disk", dir: uploadsDir },
    loadDemoData:
      e.DEMO_DATA === "on" || (e.DEMO_DATA === "auto" && !production && !e.DATABASE_URL),
    allowDemoAccounts: !production || (e.DEMO_DATA === "on" && e.ALLOW_DEMO_DATA_IN_PRODUCTION),
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    session: {
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_DAYS * 86_400_000,
    },
    passwordHashCost: e.PASSWORD_HASH_COST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    cookieSecure: e.COOKIE_SECURE === "auto" ? "auto" : e.COOKIE_SECURE === "true",
    corsOrigins: e.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(e.DATA_DIR, "outbox"),
      logLinks: !production,
    },
    metricsToken: e.METRICS_TOKEN,
    shareLinkTtlMs: e.SHARE_LINK_TTL_DAYS * 86_400_000,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    biodataPdf: {
      workers: e.BIODATA_PDF_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
      queueLimit: e.BIODATA_PDF_QUEUE,
      cacheBytes: e.BIODATA_PDF_CACHE_MB * 1024 * 1024,
    },
    publicHolidays: e.PUBLIC_HOLIDAYS,
    reminders:
      e.REMINDER_MAIL_HOUR === "off"
        ? null
        : { hour: e.REMINDER_MAIL_HOUR, checkEveryMs: e.REMINDER_CHECK_SECONDS * 1000 },
    backupKey: e.BACKUP_KEY ? Buffer.from(e.BACKUP_KEY, "base64") : null,
    identityKeys: e.IDENTITY_KEYS ?? null,
    signingCertificate: e.SIGNING_CERTIFICATE_FILE
      ? { file: e.SIGNING_CERTIFICATE_FILE, password: e.SIGNING_CERTIFICATE_PASSWORD }
      : null,
    agency: {
      name: e.AGENCY_NAME,
      licenceNumber: e.AGENCY_LICENCE_NUMBER,
      phone: e.AGENCY_PHONE,
      whatsappNumber: e.AGENCY_WHATSAPP,
      email: e.AGENCY_EMAIL,
      address: e.AGENCY_ADDRESS,
      openingHours: e.AGENCY_OPENING_HOURS,
    },
  };
}

/** STORAGE=s3 needs a bucket: refused at start rather than at the first photo. */
function checkStorageSettings(e: z.output<typeof envSchema>) {
  if (e.STORAGE === "s3" && !e.S3_BUCKET) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3 (the bucket's name, e.g. agency-photos)",
    );
  }
}

/**
 * Production refuses what is only safe on a developer's machine: demo accounts whose
 * passwords the README publishes, and links in mails pointing at localhost.
 */
function checkProductionSettings(e: z.output<typeof envSchema>) {
  if (e.NODE_ENV !== "production") return;
  const problems: string[] = [];
  if (e.DEMO_DATA === "on" && !e.ALLOW_DEMO_DATA_IN_PRODUCTION) {
    problems.push(
      "  DEMO_DATA: on in production creates accounts with published passwords; " +
        "also set ALLOW_DEMO_DATA_IN_PRODUCTION=true if this is a public demonstration site",
    );
  }
  if (!e.PUBLIC_URL) {
    problems.push(
      "  PUBLIC_URL: required in production (links in mails and shared links use it), " +
        "e.g. https://agency.example.sg",
    );
  }
  if (!e.BACKUP_KEY) {
    problems.push(
      "  BACKUP_KEY: required in production (backups hold password hashes and medical data, " +
        "and are encrypted with it); make one with `openssl rand -base64 32` and keep it apart " +
        "from the backups",
    );
  }
  if (!e.IDENTITY_KEYS) {
    problems.push(
      "  IDENTITY_KEYS: required in production (NRIC/FIN and passport numbers are encrypted " +
        "with it): id:key, e.g. 2026-11:<`openssl rand -base64 32`>; keep it apart from the " +
        "backups, and keep old keys after the current one when you rotate",
    );
  }
  if (!e.SIGNING_CERTIFICATE_FILE) {
    problems.push(
      "  SIGNING_CERTIFICATE_FILE: required in production (signed documents are sealed with " +
        "the agency's certificate): the path of its PKCS#12 (.p12) file, its password in " +
        "SIGNING_CERTIFICATE_PASSWORD",
    );
  }
  if (e.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_HASH_COST) {
    problems.push(
      `  PASSWORD_HASH_COST: at least ${PRODUCTION_PASSWORD_HASH_COST} in production ` +
        "(a lower cost is for test suites only); leave it unset",
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
}
