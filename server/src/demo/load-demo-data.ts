import { randomBytes, randomUUID } from "node:crypto";
import type { Agency } from "@maids/contract/agency.ts";
import { eligibilityWarnings } from "@maids/contract/eligibility.ts";
import pMap from "p-map";
import { hashPassword } from "../auth/password.ts";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { insertHelper, toNewEmployment } from "../helpers/helper-repository.ts";
import type { IdentityCipher } from "../identity/identity-cipher.ts";
import { processPhoto } from "../images/image-pipeline.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { findOrInsertSupplier } from "../suppliers/supplier-repository.ts";
import { findUserByEmail } from "../users/user-repository.ts";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "./demo-accounts.ts";
import { withDemoBiodata } from "./demo-biodata.ts";
import {
  insertDemoAccounts,
  isDemoDataLoaded,
  listCaseOwnerIds,
  lockDemoLoading,
  markDemoDataLoaded,
} from "./demo-data-repository.ts";
import { DEPLOYED_FAMILY_PARTICULARS, insertDemoEmployerFile } from "./demo-employer-file.ts";
import { loadDemoHelperAccount } from "./demo-helper-account.ts";
import { availableFromToday, buildDemoHelpers, type DemoHelper } from "./demo-helpers.ts";
import { insertDemoMoney } from "./demo-money.ts";
import { insertDemoPlacements, SIGNED_PACK_FAMILY } from "./demo-placements.ts";
import { insertDemoRequirements } from "./demo-requirements.ts";
import { DEMO_SUPPLIERS } from "./demo-suppliers.ts";
import { portraitSvg } from "./portrait-svg.ts";
import {
  drawPortrait,
  PREMADE_PORTRAITS,
  readPremadePortraits,
  svgHash,
} from "./premade-portraits.ts";

const PHOTO_CONCURRENCY = 4;

export interface DemoDataResult {
  loaded: boolean;
  helpers: number;
  /** The cases whose document packs demo-documents.ts makes once this has committed. */
  packCases: { awaiting: number | null; signed: number | null };
}

/**
 * The demo accounts' password hashes: the customer's, a random one for locked accounts, the
 * helper account's, the staff's.
 */
export type DemoPasswordHashes = [string, string, string, ...string[]];

/**
 * One hash at a time: each takes 128 MiB (scrypt's cost, password.ts), and all five at once
 * were most of a first start's peak memory. A first start's child process hashes them before
 * it opens the database, so that they never add to PGlite's memory (ADR 0035).
 */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const passwords = [
    DEMO_ACCOUNTS.customer.password,
    randomBytes(24).toString("base64url"),
    DEMO_ACCOUNTS.helper.password,
    ...DEMO_STAFF.map((staff) => staff.password),
  ];
  const hashes: string[] = [];
  for (const password of passwords) hashes.push(await hashPassword(password));
  return hashes as DemoPasswordHashes;
}

export interface DemoDataOptions {
  /** Seals the demo family's identity numbers; the agency names the starter consent text. */
  identity: { cipher: IdentityCipher; agency: Agency };
  /** From `hashDemoPasswords`, when made before the database was opened. */
  hashes?: DemoPasswordHashes;
  /** Where the build put the portraits' files (premade-portraits.ts). */
  portraitsFolder?: string;
}

/**
 * Loads demo helpers (with portraits made by the real photo pipeline, at build or here) and
 * demo accounts (the customer and three staff members), once per database: a restart never duplicates anything.
 */
export async function loadDemoData(
  db: Db,
  storage: ImageStorage,
  { identity, hashes, portraitsFolder = PREMADE_PORTRAITS }: DemoDataOptions,
): Promise<DemoDataResult> {
  const none = { awaiting: null, signed: null };
  if (await isDemoDataLoaded(db)) return { loaded: false, helpers: 0, packCases: none };
  const helpers = withDemoBiodata(buildDemoHelpers());
  const [customerHash, lockedPasswordHash, helperHash, ...staffHashes] =
    hashes ?? (await hashDemoPasswords());
  const photoKeys = await storePortraits(helpers, storage, portraitsFolder);
  const loaded = await db.transaction(async (tx) => {
    await lockDemoLoading(tx);
    if (await isDemoDataLoaded(tx)) return false;
    const supplierIds = await insertDemoSuppliers(tx);
    const helperIds: number[] = [];
    for (const [index, helper] of helpers.entries()) {
      helperIds.push(
        await insertHelper(tx, toNewHelper(helper, photoKeys[index] ?? null, supplierIds)),
      );
    }
    await insertDemoAccounts(tx, [
      ...DEMO_STAFF.map(({ password: _, ...staff }, index) => ({
        ...staff,
        passwordHash: staffHashes[index] as string,
        role: "admin" as const,
      })),
      { ...pick(DEMO_ACCOUNTS.customer), passwordHash: customerHash, role: "customer" },
    ]);
    const parties = await demoStaffAndCustomer(tx);
    await insertDemoRequirements(tx, parties.demoCustomerId, singaporeToday());
    const cases = await insertDemoPlacements(tx, {
      // A case past "work permit applied" has passed MOM's rules: its helper must meet them.
      helperIds: helperIds.filter((_, index) => eligibleForFirstPermit(helpers[index])),
      ...parties,
      lockedPasswordHash,
      today: singaporeToday(),
    });
    const demoCase = cases.get("demo");
    if (demoCase) {
      await insertDemoEmployerFile(tx, {
        caseId: demoCase.id,
        customerId: parties.demoCustomerId,
        ...identity,
      });
    }
    const signedPack = cases.get(SIGNED_PACK_FAMILY);
    if (signedPack) {
      await insertDemoEmployerFile(tx, {
        caseId: signedPack.id,
        customerId: signedPack.customerId,
        ...identity,
        particulars: DEPLOYED_FAMILY_PARTICULARS,
      });
    }
    await insertDemoMoney(tx, { cases, today: singaporeToday() });
    await loadDemoHelperAccount(tx, {
      passwordHash: helperHash,
      familyId: parties.demoCustomerId,
      familyCaseId: demoCase?.id ?? null,
      today: singaporeToday(),
    });
    await markDemoDataLoaded(tx);
    return { awaiting: demoCase?.id ?? null, signed: signedPack?.id ?? null };
  });
  if (!loaded) await Promise.all(photoKeys.map((key) => storage.remove(key)));
  return {
    loaded: loaded !== false,
    helpers: loaded ? helpers.length : 0,
    packCases: loaded || none,
  };
}

function eligibleForFirstPermit(helper: DemoHelper | undefined): boolean {
  if (!helper) return false;
  const facts = {
    ...helper,
    highestEducation: helper.details.highestEducation ?? null,
    restDays: helper.details.restDays,
  };
  return eligibilityWarnings(facts, singaporeToday()).length === 0;
}

/** The staff who own the demo cases, and the demo customer who can sign in to follow hers. */
async function demoStaffAndCustomer(tx: Db) {
  const customer = await findUserByEmail(tx, DEMO_ACCOUNTS.customer.email);
  if (!customer) throw new Error("the demo customer was not created");
  return { staffIds: await listCaseOwnerIds(tx), demoCustomerId: customer.id };
}

/**
 * Stores each helper's portrait under a new key: the build's pre-made files when it made them
 * for the same portrait, else the portrait drawn and run through the photo pipeline.
 */
async function storePortraits(
  helpers: DemoHelper[],
  storage: ImageStorage,
  portraitsFolder: string,
): Promise<string[]> {
  const premade = await readPremadePortraits(portraitsFolder);
  return pMap(
    helpers,
    async (helper) => {
      const svg = portraitSvg(helper.portrait);
      const files = premade.get(svgHash(svg));
      const photo = files
        ? { key: randomUUID(), files }
        : await processPhoto(await drawPortrait(svg));
      await storage.save(photo.key, photo.files);
      return photo.key;
    },
    { concurrency: PHOTO_CONCURRENCY },
  );
}

/** Each demo supplier's id by its key; one already there (by name) is kept as it is. */
async function insertDemoSuppliers(tx: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [key, supplier] of Object.entries(DEMO_SUPPLIERS)) {
    ids.set(key, (await findOrInsertSupplier(tx, supplier)).id);
  }
  return ids;
}

/** The day `months` after today (UTC), as YYYY-MM-DD; the 31st of a shorter month rolls over. */
export function monthsFromToday(months: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, today.getUTCDate()),
  );
  return date.toISOString().slice(0, 10);
}

function toNewHelper(
  helper: DemoHelper,
  photoKey: string | null,
  supplierIds: Map<string, number>,
) {
  const {
    portrait: _,
    details,
    employment,
    supplier,
    passportMonthsLeft,
    availableInWeeks,
    ...maid
  } = helper;
  const supplierId = supplierIds.get(supplier);
  if (supplierId === undefined) throw new Error(`unknown demo supplier ${supplier}`);
  return {
    ...maid,
    passportExpiry: monthsFromToday(passportMonthsLeft),
    availableFrom: availableFromToday(availableInWeeks),
    supplierId,
    photoKey,
    details,
    employment: employment.map(toNewEmployment),
  };
}

const pick = ({ name, email }: { name: string; email: string }) => ({ name, email });
