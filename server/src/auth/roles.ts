import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE, type WireRole } from "@maids/contract/enums.ts";
import type { UserRole } from "../db/schema.ts";

const WIRE_ROLES: Record<UserRole, WireRole> = {
  customer: CUSTOMER_ROLE,
  helper: HELPER_ROLE,
  admin: ADMIN_ROLE,
};

/** The wire spells the customer role 131 (docs/architecture.md#glossary). */
const toWireRole = (role: UserRole): WireRole => WIRE_ROLES[role];

export const fromWireRole = (role: WireRole): UserRole =>
  role === HELPER_ROLE ? "helper" : role === ADMIN_ROLE ? "admin" : "customer";

/** A user as the API shows them: `{id, name, email, role}` with the wire role. */
export function userSummary(user: { id: number; name: string; email: string; role: UserRole }) {
  return { id: user.id, name: user.name, email: user.email, role: toWireRole(user.role) };
}
