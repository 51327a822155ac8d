import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/database.ts";
import {
  dailyJobRuns,
  employerParticulars,
  maids,
  placementCases,
  reminderDeliveries,
} from "../src/db/schema.ts";
import { sealSection } from "../src/employer-file/sealed-sections.ts";
import { openIdentityCipher } from "../src/identity/identity-keys.ts";
import { createMailer, type Mailer } from "../src/mail/mailer.ts";
import { REMINDER_JOB, sendDailyReminders } from "../src/placements/daily-reminders.ts";
import { createHelper, createUser } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** 10:00 in Singapore on 24 November 2026. */
const NOW = new Date("2026-11-24T02:00:00Z");

/** A case holding a new helper for a new family, owned by `ownerId`, with the given dates. */
async function heldCase(
  db: Db,
  ownerId: number,
  reference: string,
  dates: { permitExpiry?: string; insuranceEnd?: string; helperPassportExpiry?: string },
) {
  const customer = await createUser(db);
  const { helperPassportExpiry, ...facts } = dates;
  const maidId = await createHelper(db, {
    name: `Helper of ${reference}`,
    passportExpiry: helperPassportExpiry ?? null,
  });
  const [created] = await db
    .insert(placementCases)
    .values({
      reference,
      customerId: customer.id,
      ownerId,
      maidId,
      stage: "permit_approved",
      approvalDate: "2026-01-05",
      ...facts,
    })
    .returning();
  await db.update(maids).set({ heldByCaseId: created?.id }).where(eq(maids.id, maidId));
  return { placement: created, customer };
}

function send(db: Db, mailer: Mailer, now = NOW) {
  return sendDailyReminders(db, mailer, {
    publicHolidays: [],
    agencyWhatsapp: "6580000000",
    publicUrl: "https://agency.example.sg",
    now,
  });
}

type Sent = { to: string; subject: string; text: string };
const collecting = (sent: Sent[]): Mailer => ({ send: async (mail) => void sent.push(mail) });
const smtpMailer = () =>
  createMailer({ ...t.config.mail, smtpUrl: t.smtp.url }, t.app.log as never);

describe("the daily reminder mail", () => {
  it("sends each staff member their own overdue and upcoming dates, once a day", async () => {
    const db = t.database.db;
    const ana = await createUser(db, "admin");
    const ben = await createUser(db, "admin");
    await createUser(db, "admin");
    const { placement: overdue } = await heldCase(db, ana.id, "PL-2026-0001", {
      permitExpiry: "2026-11-20",
    });
    await heldCase(db, ana.id, "PL-2026-0002", { insuranceEnd: "2027-06-30" });
    await heldCase(db, ben.id, "PL-2026-0003", { insuranceEnd: "2026-12-01" });
    const sent: Sent[] = [];

    // Two staff mails and the mails of the two families with dates near.
    expect(await send(db, collecting(sent))).toBe(4);
    expect(await send(db, collecting(sent))).toBeNull();

    const toStaff = sent.filter((mail) => mail.subject.startsWith("Placement dates"));
    expect(toStaff.map((mail) => mail.to).sort()).toEqual([ana.email, ben.email].sort());
    const toAna = toStaff.find((mail) => mail.to === ana.email);
    expect(toAna?.subject).toBe("Placement dates: 1 overdue, 0 due within two weeks");
    expect(toAna?.text).toContain("OVERDUE 2026-11-20  Work permit expires: PL-2026-0001");
    expect(toAna?.text).toContain(`https://agency.example.sg/admin/placements/${overdue?.id}`);
    expect(toAna?.text).not.toContain("PL-2026-0002");
    expect(toAna?.text).not.toContain("PL-2026-0003");
    const toBen = toStaff.find((mail) => mail.to === ben.email);
    expect(toBen?.subject).toBe("Placement dates: 0 overdue, 1 due within two weeks");
    const [run] = await db.select().from(dailyJobRuns);
    expect(run).toMatchObject({ job: REMINDER_JOB, day: "2026-11-24" });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it("tells each family, in plain words, the dates MOM holds the employer to, not her passport", async () => {
    const db = t.database.db;
    const owner = await createUser(db, "admin");
    const { customer } = await heldCase(db, owner.id, "PL-2026-0007", {
      permitExpiry: "2026-11-20",
      insuranceEnd: "2026-12-03",
      helperPassportExpiry: "2026-11-30",
    });
    const { customer: calm } = await heldCase(db, owner.id, "PL-2026-0008", {
      helperPassportExpiry: "2026-11-28",
    });
    const sent: Sent[] = [];

    await send(db, collecting(sent));

    const toFamily = sent.find((mail) => mail.to === customer.email);
    expect(toFamily?.subject).toBe("Your helper's dates: 1 overdue, 1 due within two weeks");
    expect(toFamily?.text).toContain(
      "OVERDUE: Work permit expires, 20 Nov 2026 (Helper of PL-2026-0007, PL-2026-0007)",
    );
    expect(toFamily?.text).toContain("Insurance ends, 3 Dec 2026");
    expect(toFamily?.text).toContain("https://agency.example.sg/my-hiring");
    expect(toFamily?.text).not.toContain("Passport");
    expect(toFamily?.text).not.toContain("/admin/");
    // A family whose only near date is her passport gets no mail; staff still hear of it.
    expect(sent.map((mail) => mail.to)).not.toContain(calm.email);
    expect(sent.find((mail) => mail.to === owner.email)?.text).toContain("Passport expires");
  });

  it("never carries an identity number, whatever the case's file holds", async () => {
    const db = t.database.db;
    const owner = await createUser(db, "admin");
    const { placement, customer } = await heldCase(db, owner.id, "PL-2026-0009", {
      permitExpiry: "2026-11-20",
    });
    const cipher = await openIdentityCipher(t.config);
    const caseId = placement?.id ?? 0;
    for (const [section, idNumber] of [
      ["employer", "S8765432Z"],
      ["helper", "P73910456B"],
    ] as const) {
      const place = { caseId, section };
      await db.insert(employerParticulars).values({
        ...place,
        data: sealSection(cipher, place, { fullName: "Tan Mei Ling", idNumber }, null),
      });
    }
    const sent: Sent[] = [];

    await send(db, collecting(sent));

    expect(sent.map((mail) => mail.to).sort()).toEqual([customer.email, owner.email].sort());
    for (const mail of sent) {
      for (const digits of ["8765432", "****432Z", "73910456", "456B"]) {
        expect(`${mail.subject}\n${mail.text}`).not.toContain(digits);
      }
    }
  });

  it("is sent by exactly one of several callers at the same moment", async () => {
    const db = t.database.db;
    const staff = await createUser(db, "admin");
    const { customer } = await heldCase(db, staff.id, "PL-2026-0001", {
      permitExpiry: "2026-11-20",
    });
    const sent: Sent[] = [];

    const results = await Promise.all([
      send(db, collecting(sent)),
      send(db, collecting(sent)),
      send(db, collecting(sent)),
    ]);

    expect(results.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(2);
    expect(sent.map((mail) => mail.to).sort()).toEqual([customer.email, staff.email].sort());
  });

  it("sends again at the next check a mail the SMTP server refused, and the others at once", async () => {
    const db = t.database.db;
    const staff = await createUser(db, "admin");
    const { customer } = await heldCase(db, staff.id, "PL-2026-0001", {
      permitExpiry: "2026-11-20",
    });
    t.smtp.refuseNext(1);

    await expect(send(db, smtpMailer())).rejects.toThrow(
      /^1 reminder mail failed( \([A-Z]+\))?; the next check sends them$/,
    );
    expect(t.smtp.inbox.map((mail) => mail.to[0])).toEqual([customer.email]);
    expect(await send(db, smtpMailer())).toBe(1);
    expect(await send(db, smtpMailer())).toBeNull();

    expect(t.smtp.inbox.map((mail) => mail.to[0]).sort()).toEqual(
      [customer.email, staff.email].sort(),
    );
    const [delivery] = await db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.recipientUserId, staff.id));
    expect(delivery).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });

  it("never sends none: two processes, a refused first attempt, still one mail each", async () => {
    const db = t.database.db;
    const staff = await createUser(db, "admin");
    await heldCase(db, staff.id, "PL-2026-0001", { permitExpiry: "2026-11-20" });
    t.smtp.refuseNext(1);

    await Promise.allSettled([send(db, smtpMailer()), send(db, smtpMailer())]);
    await Promise.allSettled([send(db, smtpMailer()), send(db, smtpMailer())]);

    const recipients = t.smtp.inbox.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(2);
    expect(new Set(recipients).size).toBe(2);
  });

  it("sends a mail whose claim lapsed (its process stopped mid-send), and only then", async () => {
    const db = t.database.db;
    const staff = await createUser(db, "admin");
    const { customer } = await heldCase(db, staff.id, "PL-2026-0001", {
      permitExpiry: "2026-11-20",
    });
    // A process claimed the staff mail ten minutes ago and stopped.
    await db.insert(reminderDeliveries).values({
      job: REMINDER_JOB,
      day: "2026-11-24",
      recipientUserId: staff.id,
      claimedAt: new Date(NOW.getTime() - 10 * 60_000),
    });
    const sent: Sent[] = [];

    await send(db, collecting(sent));
    expect(sent.map((mail) => mail.to)).toEqual([customer.email]);

    await db
      .update(reminderDeliveries)
      .set({ claimedAt: new Date(NOW.getTime() - 31 * 60_000) })
      .where(
        and(
          eq(reminderDeliveries.recipientUserId, staff.id),
          eq(reminderDeliveries.day, "2026-11-24"),
        ),
      );
    await send(db, collecting(sent));
    expect(sent.map((mail) => mail.to)).toEqual([customer.email, staff.email]);
  });
});
