import type { AdminUser } from "@maids/contract/admin.ts";

/** The customers of the loaded page whose name or email contains the query (docs/product.md#customer-management). */
export function filterUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...users];
  return users.filter(
    (user) =>
      user.name.toLocaleLowerCase().includes(needle) ||
      user.email.toLocaleLowerCase().includes(needle),
  );
}
