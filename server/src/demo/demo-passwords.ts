import { eq, or, sql } from "drizzle-orm";
import { verifyPassword } from "../auth/password.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";

const DEMO_PASSWORDS = Object.values(DEMO_ACCOUNTS).map((account) => account.password);
const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

/**
 * The emails of accounts that still sign in with a password the README publishes:
 * the demo accounts, and any administrator given a demo password. Customers other
 * than the demo one are not checked (each check costs a full password hash).
 */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        eq(users.role, "admin"),
        sql`lower(${users.email}) in (${sql.join(
          DEMO_EMAILS.map((email) => sql`${email}`),
          sql`, `,
        )})`,
      ),
    );
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
