import type { Db } from "../db/database.ts";
import { DEMO_ACCOUNTS } from "../demo/demo-accounts.ts";
import { listAdminsAndAccounts } from "../users/user-repository.ts";
import { verifyPassword } from "./password.ts";

const DEMO_PASSWORDS = Object.values(DEMO_ACCOUNTS).map((account) => account.password);
const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

/**
 * The emails of accounts that still sign in with a password the README publishes:
 * the demo accounts, and any administrator given a demo password. Customers other
 * than the demo one are not checked (each check costs a full password hash).
 * Production refuses to start while there is one (server.ts).
 */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const candidates = await listAdminsAndAccounts(db, DEMO_EMAILS);
  const found: string[] = [];
  for (const { email, passwordHash } of candidates) {
    for (const password of DEMO_PASSWORDS) {
      if (await verifyPassword(passwordHash, password)) {
        found.push(email);
        break;
      }
    }
  }
  return found;
}
