/**
 * Creates an administrator (a staff member), or makes an existing account one:
 *   npm run create-admin -- --email ops@agency.sg --name "Operations" \
 *     --ea-number R1234567A --phone "9123 4567"
 * The password comes from ADMIN_PASSWORD or is asked for (not echoed). The EA registration
 * number and the mobile are optional here (an existing account keeps its own when left
 * out), checked by the Settings screen's rules (contract/src/staff.ts) when given.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import {
  eaRegistrationNumberSchema,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  staffPhoneSchema,
} from "@maids/contract/staff.ts";
import { z } from "zod";
import { makeAdministratorAccount, passwordProblems } from "../auth/account-service.ts";
import { setPasswordHashCost } from "../auth/password.ts";
import { loadConfig, PROJECT_ROOT } from "../config.ts";
import { openDatabase } from "../db/database.ts";

class UsageError extends Error {}

async function main() {
  const envFile = path.join(PROJECT_ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      "ea-number": { type: "string" },
      phone: { type: "string" },
    },
  });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new UsageError("Give a valid --email, e.g. --email ops@agency.sg");
  const name = values.name?.trim() || "Administrator";
  if (name.length > STAFF_LIMITS.name) throw new UsageError(STAFF_MESSAGES.nameTooLong);
  const staffDetails = {
    ...optionalOption(values["ea-number"], eaRegistrationNumberSchema, "eaRegistrationNumber"),
    ...optionalOption(values.phone, staffPhoneSchema, "phone"),
  };
  const password =
    process.env.ADMIN_PASSWORD ?? (await askHidden("Password for the new administrator: "));
  const problems = passwordProblems(password);
  if (problems.length > 0)
    throw new UsageError(`Refusing a weak password:\n  ${problems.join("\n  ")}`);

  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const { id, created } = await makeAdministratorAccount(database.db, {
      email: email.data,
      name,
      password,
      ...staffDetails,
    });
    console.log(
      created
        ? `Created administrator ${email.data} (id ${id}).`
        : `Updated ${email.data} (id ${id}): now an administrator with the new password.`,
    );
  } finally {
    await database.close();
  }
}

/** `{[key]: value}` of a given option by the contract's rule, `{}` when it is not given. */
function optionalOption<Key extends string>(
  given: string | undefined,
  schema: z.ZodType<string, unknown>,
  key: Key,
): Partial<Record<Key, string>> {
  if (given === undefined) return {};
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? "Invalid option");
  return { [key]: parsed.data } as Partial<Record<Key, string>>;
}

function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    return Promise.reject(
      new UsageError("Set ADMIN_PASSWORD or run in a terminal to be asked for it."),
    );
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let prompted = false;
  output._writeToOutput = (text) => {
    if (!prompted) {
      process.stdout.write(text);
      prompted = true;
    }
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
