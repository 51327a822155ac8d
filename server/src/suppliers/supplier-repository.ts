import type { Supplier, SupplierInput } from "@maids/contract/suppliers.ts";
import { asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { maids, suppliers } from "../db/schema.ts";

type SupplierRow = typeof suppliers.$inferSelect;

const helperCount = sql<number>`cast(count(${maids.id}) as integer)`;

function toSupplier(row: SupplierRow, maidsCount: number): Supplier {
  return {
    id: row.id,
    companyName: row.name,
    country: row.country,
    contactPerson: row.contactPerson,
    phone: row.phone,
    email: row.email,
    licenceNumber: row.licenceNumber,
    address: row.address,
    notes: row.notes,
    status: row.isActive ? "active" : "inactive",
    maidsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A supplier known only by its name, as a helper form or older data names it. */
export function supplierNamed(name: string): SupplierInput {
  return {
    companyName: name.trim(),
    country: "",
    contactPerson: "",
    phone: "",
    email: "",
    licenceNumber: "",
    address: "",
    notes: "",
    status: "active",
  };
}

function toRow(input: SupplierInput) {
  const { companyName, status, ...rest } = input;
  return { ...rest, name: companyName, isActive: status === "active" };
}

/** Suppliers with the number of their helpers, by name; `where` narrows them. */
export async function listSuppliers(db: Db, where?: SQL): Promise<Supplier[]> {
  const rows = await db
    .select({ supplier: suppliers, maidsCount: helperCount })
    .from(suppliers)
    .leftJoin(maids, eq(maids.supplierId, suppliers.id))
    .where(where)
    .groupBy(suppliers.id)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
  return rows.map((row) => toSupplier(row.supplier, row.maidsCount));
}

/** Name, contact person, email or country containing the text, in any case. */
export function supplierSearchCondition(query: string): SQL | undefined {
  const text = query.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(suppliers.name, pattern),
    ilike(suppliers.contactPerson, pattern),
    ilike(suppliers.email, pattern),
    ilike(suppliers.country, pattern),
  );
}

export async function findSupplier(db: Db, id: number): Promise<Supplier | null> {
  const [supplier] = await listSuppliers(db, eq(suppliers.id, id));
  return supplier ?? null;
}

async function findSupplierIdByName(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(sql`lower(${suppliers.name})`, name.trim().toLowerCase()));
  return row?.id ?? null;
}

/** The new supplier's id, or null when the name is taken (in any case). */
export async function insertSupplier(db: Db, input: SupplierInput): Promise<number | null> {
  const [created] = await db
    .insert(suppliers)
    .values(toRow(input))
    .onConflictDoNothing()
    .returning({ id: suppliers.id });
  return created?.id ?? null;
}

/**
 * The id of the supplier with the input's name (in any case), inserted when there is none.
 * A supplier another transaction adds meanwhile wins the insert; it is found again after.
 */
export async function findOrInsertSupplier(
  db: Db,
  input: SupplierInput,
): Promise<{ id: number; created: boolean }> {
  const found = await findSupplierIdByName(db, input.companyName);
  if (found !== null) return { id: found, created: false };
  const created = await insertSupplier(db, input);
  if (created !== null) return { id: created, created: true };
  const raced = await findSupplierIdByName(db, input.companyName);
  if (raced === null)
    throw new Error(`supplier ${JSON.stringify(input.companyName)} could not be stored`);
  return { id: raced, created: false };
}

/** False when another supplier already has the name. */
export async function updateSupplier(db: Db, id: number, input: SupplierInput): Promise<boolean> {
  const owner = await findSupplierIdByName(db, input.companyName);
  if (owner !== null && owner !== id) return false;
  await db
    .update(suppliers)
    .set({ ...toRow(input), updatedAt: new Date() })
    .where(eq(suppliers.id, id));
  return true;
}

export async function countSupplierHelpers(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(maids).where(eq(maids.supplierId, id));
  return row?.n ?? 0;
}

export async function deleteSupplier(db: Db, id: number): Promise<void> {
  await db.delete(suppliers).where(eq(suppliers.id, id));
}
