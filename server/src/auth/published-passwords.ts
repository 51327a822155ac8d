import type { Db } from "../db/database.ts";
import { listAdminsAndAccounts } from "../users/user-repository.ts";
import { verifyPassword } from "./password.ts";

/**
 * The emails of accounts that still sign in with a password the README publishes:
 * the demo accounts, and any administrator given a demo password. Customers other
 * than the demo one are not checked (each check costs a full password hash).
 * Production refuses to start while there is one (server.ts). The demo accounts come
 * from the caller (demo/demo-accounts.ts), so that auth/ does not import demo/.
 */
export async function accountsWithDemoPasswords(
  db: Db,
  demoAccounts: readonly { email: string; password: string }[],
): Promise<string[]> {
  const demoPasswords = demoAccounts.map((account) => account.password);
  const candidates = await listAdminsAndAccounts(
    db,
    demoAccounts.map((account) => account.email),
  );
  const found: string[] = [];
  for (const { email, passwordHash } of candidates) {
    for (const password of demoPasswords) {
      if (await verifyPassword(passwordHash, password)) {
        found.push(email);
        break;
      }
    }
  }
  return found;
}
