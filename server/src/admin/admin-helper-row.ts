import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ageFromDob } from "@maids/contract/derived.ts";
import { eligibilityWarnings } from "@maids/contract/eligibility.ts";
import { singaporeToday } from "../calendar.ts";
import { photoUrls } from "../helpers/helper-serializer.ts";
import type { AdminHelperRowRecord } from "./admin-helper-repository.ts";

/** A helper as a row of the admin table shows her (administrators see clear photos). */
export function toAdminHelperRow(row: AdminHelperRowRecord): AdminHelperRow {
  return {
    id: row.id,
    name: row.name,
    imageUrls: photoUrls(row.photoKey, false),
    country: row.country,
    age: ageFromDob(row.dateOfBirth),
    salary: row.salary,
    height: row.heightCm,
    weight: row.weightKg,
    maritalStatus: row.maritalStatus,
    NumChildren: row.numChildren,
    Religion: row.religion,
    isEmployed: row.isEmployed,
    isActive: row.isActive,
    supplier: row.supplierName,
    supplierId: row.supplierId,
    eligibilityWarnings: eligibilityWarnings(row, singaporeToday()),
    heldBy:
      row.heldByCaseId === null || row.heldByReference === null
        ? null
        : { caseId: row.heldByCaseId, reference: row.heldByReference },
  };
}
