import { SUPPLIER_MESSAGES, type Supplier, type SupplierInput } from "@maids/contract/suppliers.ts";
import { changedFields } from "../audit/audit-log.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import {
  countSupplierHelpers,
  deleteSupplier,
  findOrInsertSupplier,
  findSupplier,
  insertSupplier,
  listSuppliers,
  supplierNamed,
  supplierSearchCondition,
  updateSupplier,
} from "./supplier-repository.ts";

/**
 * Suppliers (overseas partner agencies): routes parse and shape, this service decides and
 * owns each change's transaction and audit entry, the repository stores. Errors are
 * domain errors (`domain-errors.ts`), mapped to HTTP by `http/error-handler.ts`.
 */
export function supplierService(db: Db) {
  const audit = (tx: Db, actorUserId: number, action: string, id: number, details = {}) =>
    recordAudit(tx, { actorUserId, action, entityType: "supplier", entityId: id, details });

  async function existing(id: number): Promise<Supplier> {
    const supplier = await findSupplier(db, id);
    if (!supplier) throw new NotFoundError(SUPPLIER_MESSAGES.notFound);
    return supplier;
  }

  return {
    existing,

    /** Every supplier, or those whose name, contact, email or country contains `query`. */
    search: (query: string): Promise<Supplier[]> =>
      listSuppliers(db, supplierSearchCondition(query)),

    async create(input: SupplierInput, actorUserId: number): Promise<Supplier> {
      const id = await db.transaction(async (tx) => {
        const created = await insertSupplier(tx, input);
        if (created === null) throw nameTaken();
        await audit(tx, actorUserId, "supplier.create", created, { name: input.companyName });
        return created;
      });
      return existing(id);
    },

    async change(id: number, input: SupplierInput, actorUserId: number): Promise<Supplier> {
      const before = await existing(id);
      await db.transaction(async (tx) => {
        if (!(await updateSupplier(tx, id, input))) throw nameTaken();
        await audit(tx, actorUserId, "supplier.update", id, {
          changed: changedFields(before, input),
        });
      });
      return existing(id);
    },

    /** Only a supplier without helpers goes; one with helpers can be deactivated instead. */
    async remove(id: number, actorUserId: number): Promise<void> {
      const supplier = await existing(id);
      await db.transaction(async (tx) => {
        const helpers = await countSupplierHelpers(tx, id);
        if (helpers > 0) throw new InvalidError(SUPPLIER_MESSAGES.inUse(helpers));
        await deleteSupplier(tx, id);
        await audit(tx, actorUserId, "supplier.delete", id, { name: supplier.companyName });
      });
    },
  };
}

/**
 * The supplier a helper form names, added when new: the agency's original form takes
 * the supplier as free text. Call inside the helper's transaction.
 */
export async function supplierIdForName(tx: Db, name: string, actorUserId: number) {
  const { id, created } = await findOrInsertSupplier(tx, supplierNamed(name));
  if (!created) return id;
  await recordAudit(tx, {
    actorUserId,
    action: "supplier.create",
    entityType: "supplier",
    entityId: id,
    details: { name: name.trim(), from: "helper form" },
  });
  return id;
}

const nameTaken = () =>
  new ConflictError(
    SUPPLIER_MESSAGES.nameTaken,
    onField("companyName", SUPPLIER_MESSAGES.nameTaken),
  );
