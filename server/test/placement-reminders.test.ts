import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/database.ts";
import { dailyJobRuns, maids, placementCases } from "../src/db/schema.ts";
import { REMINDER_JOB, sendDailyReminders } from "../src/placements/daily-reminders.ts";
import { createMaid, createUser } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

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
