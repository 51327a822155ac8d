import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openPglite } from "../src/db/database.ts";
import { selfSignedCertificate } from "../src/pdf/signing-certificate.ts";
import { TEST_PASSWORD_HASH_COST } from "./support/cheap-password-hashes.ts";
import { freePort, runScript as run, tempDataDir } from "./support/server-process.ts";
import { selectRows } from "./support/test-database.ts";

// Each test starts one or two server processes on a new embedded database, whose first start
// (PGlite's initdb and the migrations) takes 10 to 15 s on two busy cores: 25 to 30 s a test.
vi.setConfig({ testTimeout: 90_000 });

/** A new data folder, a free port, and the environment of a server on them. */
async function embeddedServerSetting(demoData: "on" | "off") {
  const dataDir = await tempDataDir();
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DEMO_DATA: demoData,
    LOG_LEVEL: "warn",
    // The demo accounts' hashes at the suites' cost (a production start is tested below at its own).
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
  };
  return { dataDir, port, env };
}

describe("server process", () => {
  it("refuses to start on a wrong setting, naming it", async () => {
    const server = run("src/server.ts", [], { PORT: "eighty", DATA_DIR: await tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT: must be a port number");
  });

  it("migrates, serves, refuses a second process on the same embedded database, and stops on SIGTERM", async () => {
    const { dataDir, port, env } = await embeddedServerSetting("off");
    const server = run("src/server.ts", [], env);
    await server.waitFor("is running at");

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);

    const second = run("src/server.ts", [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another process");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("on its first start, makes the embedded database, loads the demo data and serves it", async () => {
    const { port, env } = await embeddedServerSetting("on");
    const server = run("src/server.ts", [], env);
    await server.waitFor("is running at");
    const page = await fetch(`http://127.0.0.1:${port}/api/catalogue/maids?page=1&limit=20`);
    expect(page.status).toBe(200);
    const { total, maids } = (await page.json()) as {
      total: number;
      maids: { imageUrl: string }[];
    };
    expect(total).toBeGreaterThan(20);
    expect(maids).toHaveLength(20);
    const photo = maids.find((maid) => maid.imageUrl)?.imageUrl as string;
    expect((await fetch(`http://127.0.0.1:${port}${photo}`)).status).toBe(200);
    // The process that serves holds the lock: a second one is refused.
    const second = run("src/server.ts", [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another process");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("lets only one of two processes started together open the embedded database", async () => {
    const dataDir = await tempDataDir();
    const env = { DATA_DIR: dataDir, HOST: "127.0.0.1", DEMO_DATA: "off", LOG_LEVEL: "warn" };
    const [first, second] = [
      run("src/server.ts", [], { ...env, PORT: String(await freePort()) }),
      run("src/server.ts", [], { ...env, PORT: String(await freePort()) }),
    ];
    const exitedFirst = await Promise.race([
      first.exited.then(() => ({ loser: first, winner: second })),
      second.exited.then(() => ({ loser: second, winner: first })),
    ]);
    const { loser, winner } = exitedFirst;
    expect(await loser.exited).toBe(1);
    expect(loser.output()).toContain("is in use by another process");
    await winner.waitFor("is running at");
    winner.child.kill("SIGTERM");
    expect(await winner.exited).toBe(0);
  });
});

const asProcessOne = ["unshare", "--pid", "--fork", "--kill-child"];
const canUnshare =
  process.platform === "linux" &&
  spawnSync(asProcessOne[0] as string, [...asProcessOne.slice(1), "true"]).status === 0;

/** The pid, on this host, of the only child of `parentPid` (Linux). */
function onlyChildOf(parentPid: number): number {
  return Number(readFileSync(`/proc/${parentPid}/task/${parentPid}/children`, "utf8").trim());
}

describe("server process as process 1, as in a container", () => {
  it.skipIf(!canUnshare)(
    "starts again on the same embedded database after kill -9, as process 1 again (skipped where unshare --pid is not permitted)",
    async () => {
      const port = await freePort();
      const env = {
        DATA_DIR: await tempDataDir(),
        PORT: String(port),
        HOST: "127.0.0.1",
        DEMO_DATA: "off",
        LOG_LEVEL: "warn",
      };
      const first = run("src/server.ts", [], env, asProcessOne);
      await first.waitFor("is running at");
      process.kill(onlyChildOf(first.child.pid as number), "SIGKILL");
      await first.exited;

      const second = run("src/server.ts", [], env, asProcessOne);
      await second.waitFor("is running at");
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      process.kill(onlyChildOf(second.child.pid as number), "SIGTERM");
      expect(await second.exited).toBe(0);
    },
  );
});

describe("server process in production", () => {
  it("refuses to start while an account has a published demo password, naming it and the fix", async () => {
    const dataDir = await tempDataDir();
    const cli = run("src/cli/create-admin.ts", ["--email", "ops@agency.sg"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "DemoAdmin2026",
    });
    expect(await cli.exited).toBe(0);

    const server = run("src/server.ts", [], {
      ...productionSettings(),
      ...signingCertificateIn(dataDir),
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Refusing to start in production");
    expect(server.output()).toContain("ops@agency.sg");
    expect(server.output()).toContain("npm run create-admin");
    expect(server.output()).not.toContain("is running at");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});

describe("create-admin command", () => {
  it("refuses a weak password with the rules it breaks", async () => {
    const cli = run("src/cli/create-admin.ts", ["--email", "ops@agency.sg"], {
      DATA_DIR: await tempDataDir(),
      ADMIN_PASSWORD: "password",
    });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain("Password must contain at least one uppercase letter");
    expect(cli.output()).toContain("Password must contain at least one number");
  });

  it("refuses a missing or invalid email", async () => {
    const cli = run("src/cli/create-admin.ts", ["--email", "not-an-email"], {
      DATA_DIR: await tempDataDir(),
      ADMIN_PASSWORD: "Harbour7view",
    });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain("Give a valid --email");
  });

  it.each([
    [["--ea-number", "1234567A"], "EA registration number must look like R1234567A"],
    [["--phone", "6123 4567"], "Mobile number must be a Singapore mobile number"],
    [["--name", "x".repeat(121)], "Name must be at most 120 characters"],
  ])("refuses %o with the Settings screen's message", async (options, message) => {
    const cli = run("src/cli/create-admin.ts", ["--email", "ops@agency.sg", ...options], {
      DATA_DIR: await tempDataDir(),
      ADMIN_PASSWORD: "Harbour7view",
    });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain(message);
  });

  it("stores the EA registration number and the mobile it is given, as the API would", async () => {
    const dataDir = await tempDataDir();
    const cli = run(
      "src/cli/create-admin.ts",
      [
        "--email",
        "ops@agency.sg",
        "--name",
        "Operations",
        "--ea-number",
        " r1234567a ",
        "--phone",
        "+65 9123 4567",
      ],
      { DATA_DIR: dataDir, ADMIN_PASSWORD: "Harbour7view" },
    );
    expect(await cli.exited).toBe(0);

    const database = await openPglite(path.join(dataDir, "pglite"));
    const rows = await selectRows<{ ea_registration_number: string; phone: string }>(
      database,
      sql`select ea_registration_number, phone from users`,
    );
    await database.close();
    expect(rows).toEqual([{ ea_registration_number: "R1234567A", phone: "6591234567" }]);
  });

  it("creates an administrator with a hashed password", async () => {
    const dataDir = await tempDataDir();
    const cli = run(
      "src/cli/create-admin.ts",
      ["--email", "ops@agency.sg", "--name", "Operations"],
      {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "Harbour7view",
      },
    );
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain("Created administrator ops@agency.sg");

    const database = await openPglite(path.join(dataDir, "pglite"));
    const rows = await selectRows<{ role: string; name: string; password_hash: string }>(
      database,
      sql`select role, name, password_hash from users`,
    );
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "admin", name: "Operations" });
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
  });

  it("refuses to start in production without the signing certificate, or with one it cannot open, naming the variable", async () => {
    const dataDir = await tempDataDir();
    const settings = { ...productionSettings(), DATA_DIR: dataDir, PORT: String(await freePort()) };
    const without = run("src/server.ts", [], settings);
    expect(await without.exited).toBe(1);
    expect(without.output()).toContain("SIGNING_CERTIFICATE_FILE: required in production");

    const notACertificate = path.join(dataDir, "not-a-certificate.p12");
    writeFileSync(notACertificate, "not a PKCS#12 file");
    const broken = run("src/server.ts", [], {
      ...settings,
      SIGNING_CERTIFICATE_FILE: notACertificate,
    });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain(
      `SIGNING_CERTIFICATE_FILE: ${notACertificate} cannot be used`,
    );
    expect(broken.output()).not.toContain("is running at");
  });
});

/** What production requires besides the signing certificate. */
function productionSettings() {
  return {
    NODE_ENV: "production",
    PUBLIC_URL: "https://agency.example.sg",
    BACKUP_KEY: randomBytes(32).toString("base64"),
    IDENTITY_KEYS: `test:${randomBytes(32).toString("base64")}`,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
}

function signingCertificateIn(dataDir: string) {
  const file = path.join(dataDir, "signing-certificate.p12");
  writeFileSync(file, selfSignedCertificate("Test agency").p12);
  return { SIGNING_CERTIFICATE_FILE: file };
}
