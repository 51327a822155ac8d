import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Db, openPostgres } from "../src/db/database.ts";
import { dailyJobRuns, maids, placementCases } from "../src/db/schema.ts";
import { REMINDER_JOB, sendDailyReminders } from "../src/placements/daily-reminders.ts";
import { createMaid, createUser } from "./support/factories.ts";
import { freePort, runScript, tempDataDir } from "./support/server-process.ts";
import { useTestApp } from "./support/test-app.ts";
import { startTestSmtpServer } from "./support/test-smtp.ts";

const t = useTestApp();

/** 10:00 in Singapore on 24 November 2026. */
const NOW = new Date("2026-11-24T02:00:00Z");

/** A case holding a new helper for a new family, owned by `ownerId`, with the given dates. */
async function heldCase(
  db: Db,
  ownerId: number,
  reference: string,
  dates: { permitExpiry?: string; insuranceEnd?: string },
) {
  const customer = await createUser(db);
  const maidId = await createMaid(db);
  const [created] = await db
    .insert(placementCases)
    .values({
      reference,
      customerId: customer.id,
      ownerId,
      maidId,
      stage: "permit_approved",
      approvalDate: "2026-01-05",
      ...dates,
    })
    .returning();
  await db.update(maids).set({ heldByCaseId: created?.id }).where(eq(maids.id, maidId));
  return created;
}

function send(
  db: Db,
  mailer: { send: (mail: { to: string; subject: string; text: string }) => Promise<void> },
) {
  return sendDailyReminders(db, mailer, {
    publicHolidays: [],
    agencyWhatsapp: "6580000000",
    publicUrl: "https://agency.example.sg",
    now: NOW,
  });
}

describe("the daily reminder mail", () => {
  it("sends each staff member their own overdue and upcoming dates, once a day", async () => {
    const db = t.database.db;
    const ana = await createUser(db, "admin");
    const ben = await createUser(db, "admin");
    await createUser(db, "admin");
    const overdue = await heldCase(db, ana.id, "PL-2026-0001", { permitExpiry: "2026-11-20" });
    await heldCase(db, ana.id, "PL-2026-0002", { insuranceEnd: "2027-06-30" });
    await heldCase(db, ben.id, "PL-2026-0003", { insuranceEnd: "2026-12-01" });
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer = { send: async (mail: (typeof sent)[number]) => void sent.push(mail) };

    expect(await send(db, mailer)).toBe(2);
    expect(await send(db, mailer)).toBeNull();

    expect(sent.map((mail) => mail.to).sort()).toEqual([ana.email, ben.email].sort());
    const toAna = sent.find((mail) => mail.to === ana.email);
    expect(toAna?.subject).toBe("Placement dates: 1 overdue, 0 due within two weeks");
    expect(toAna?.text).toContain("OVERDUE 2026-11-20  Work permit expires: PL-2026-0001");
    expect(toAna?.text).toContain(`https://agency.example.sg/admin/placements/${overdue?.id}`);
    expect(toAna?.text).not.toContain("PL-2026-0002");
    expect(toAna?.text).not.toContain("PL-2026-0003");
    const toBen = sent.find((mail) => mail.to === ben.email);
    expect(toBen?.subject).toBe("Placement dates: 0 overdue, 1 due within two weeks");
    const [run] = await db.select().from(dailyJobRuns);
    expect(run).toMatchObject({ job: REMINDER_JOB, day: "2026-11-24" });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it("is sent by exactly one of several callers at the same moment", async () => {
    const db = t.database.db;
    const staff = await createUser(db, "admin");
    await heldCase(db, staff.id, "PL-2026-0001", { permitExpiry: "2026-11-20" });
    const sent: string[] = [];
    const mailer = { send: async (mail: { to: string }) => void sent.push(mail.to) };

    const results = await Promise.all([send(db, mailer), send(db, mailer), send(db, mailer)]);

    expect(results.filter((result) => result !== null)).toEqual([1]);
    expect(sent).toEqual([staff.email]);
  });
});

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of this run's own: a server process left over from an earlier, interrupted run
 * would otherwise find a database of the same name again and claim the day itself.
 */
async function freshDatabase(): Promise<{ name: string; url: string }> {
  const name = `maids_reminders_${process.env.VITEST_POOL_ID ?? "1"}_${Date.now()}`;
  await onServer(`create database "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

describe.skipIf(process.env.TEST_DATABASE !== "postgres")("two server processes", () => {
  it("send the daily reminder mail once between them", { timeout: 90_000 }, async () => {
    const { name, url } = await freshDatabase();
    const database = openPostgres(url, 2);
    await database.migrate();
    const staff = await createUser(database.db, "admin");
    await heldCase(database.db, staff.id, "PL-2026-0001", { permitExpiry: "2026-01-20" });
    const smtp = await startTestSmtpServer();
    const start = async () =>
      runScript("src/server.ts", [], {
        DATABASE_URL: url,
        WEB_CONCURRENCY: "1",
        DATA_DIR: await tempDataDir(),
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        DEMO_DATA: "off",
        SMTP_URL: smtp.url,
        REMINDER_MAIL_HOUR: "0",
        REMINDER_CHECK_SECONDS: "1",
      });
    try {
      const servers = [await start(), await start()];
      await Promise.all(servers.map((server) => server.waitFor("is running at")));
      await smtp.waitForMail(staff.email, "Placement dates", 20_000);
      // Both processes have checked several times since one of them sent the mail.
      await new Promise((resolve) => setTimeout(resolve, 3000));

      expect(smtp.inbox.filter((mail) => mail.to.includes(staff.email))).toHaveLength(1);
      const sentBy = servers.filter((server) => server.output().includes("daily reminders sent"));
      expect(sentBy).toHaveLength(1);
      expect(await database.db.select().from(dailyJobRuns)).toHaveLength(1);
    } finally {
      await smtp.close();
      await database.close();
      await onServer(`drop database if exists "${name}" with (force)`);
    }
  });
});
