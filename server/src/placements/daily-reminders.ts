import type { DashboardDue } from "@maids/contract/placements.ts";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import {
  allDelivered,
  claimDelivery,
  finishDailyRun,
  isDayFinished,
  markDelivered,
  releaseDelivery,
} from "../jobs/daily-job-run-repository.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import { familyRemindersMail, placementRemindersMail } from "../mail/templates.ts";
import { listStaffMembers } from "../users/user-repository.ts";
import { type PlacementOptions, placementService } from "./placement-service.ts";
import { FAMILY_DATES } from "./placement-views.ts";

export const REMINDER_JOB = "placement-reminders";

/**
 * A claim on a mail lapses after this long, so that a process stopped mid-send does not keep
 * it from going: longer than a send can take (nodemailer gives up on a silent server after ten
 * minutes), so that a slow send is not sent twice.
 */
const CLAIM_LAPSES_AFTER_MS = 30 * 60 * 1000;

interface ReminderMail extends Mail {
  recipientUserId: number;
}

/**
 * The day's reminder mails (docs/product.md#placement-dates): each staff member's overdue and
 * upcoming dates of the cases they own, and each family's dates MOM holds the employer to. Every
 * process calls this at each check; each mail is claimed, sent, then marked sent, so it goes once.
 * A mail that fails gives its claim back and the others still go; the next check sends it, and
 * the day is done once all went. Answers how many mails this call sent, or null when the day was
 * already done; throws, after trying every mail, when some failed.
 */
export async function sendDailyReminders(
  db: Db,
  mailer: Mailer,
  options: Omit<PlacementOptions, "now"> & { publicUrl: string; now: Date },
): Promise<number | null> {
  const day = singaporeToday(options.now);
  if (await isDayFinished(db, REMINDER_JOB, day)) return null;
  const due = await placementService(db, { ...options, now: () => options.now }).remindersDue();
  const mails = [
    ...(await staffMails(db, due, options.publicUrl)),
    ...familyMails(due, options.publicUrl),
  ];
  const claim = {
    now: options.now,
    lapsedBefore: new Date(options.now.getTime() - CLAIM_LAPSES_AFTER_MS),
  };
  let sent = 0;
  const failures: unknown[] = [];
  for (const { recipientUserId, ...mail } of mails) {
    const delivery = { job: REMINDER_JOB, day, recipientUserId };
    if (!(await claimDelivery(db, delivery, claim))) continue;
    try {
      await mailer.send(mail);
    } catch (error) {
      await releaseDelivery(db, delivery);
      failures.push(error);
      continue;
    }
    await markDelivered(db, delivery);
    sent += 1;
  }
  if (failures.length > 0) throw sendFailure(failures);
  // Another process may still be sending, or have failed, one of the mails this one skipped.
  const recipients = mails.map((mail) => mail.recipientUserId);
  if (await allDelivered(db, REMINDER_JOB, day, recipients)) {
    await finishDailyRun(db, REMINDER_JOB, day);
  }
  return sent;
}

type Due = Awaited<ReturnType<ReturnType<typeof placementService>["remindersDue"]>>;

function groupBy(due: Due, key: (row: Due[number]) => number) {
  const groups = new Map<number, Due>();
  for (const row of due) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function staffMails(db: Db, due: Due, publicUrl: string): Promise<ReminderMail[]> {
  const byOwner = groupBy(due, (row) => row.item.owner.id);
  return (await listStaffMembers(db)).flatMap((member) => {
    const items: DashboardDue[] = (byOwner.get(member.id) ?? []).map((row) => row.item);
    if (items.length === 0) return [];
    return [
      {
        recipientUserId: member.id,
        to: member.email,
        ...placementRemindersMail(member.name, items, publicUrl),
      },
    ];
  });
}

function familyMails(due: Due, publicUrl: string): ReminderMail[] {
  const theirs = due.filter((row) => FAMILY_DATES.includes(row.item.kind));
  return [...groupBy(theirs, (row) => row.customer.id).values()].map((rows) => {
    const { customer } = rows[0] as Due[number];
    return {
      recipientUserId: customer.id,
      to: customer.email,
      ...familyRemindersMail(
        customer.name,
        rows.map((row) => row.item),
        publicUrl,
      ),
    };
  });
}

/**
 * One error for the log that says how many mails failed and why, by the mailer's error codes
 * only: an SMTP server's own message may name the address it refused (personal data).
 */
function sendFailure(failures: unknown[]): Error {
  const codes = new Set(
    failures
      .map((error) => (error as { code?: unknown }).code)
      .filter((code) => code !== undefined),
  );
  const why = codes.size > 0 ? ` (${[...codes].join(", ")})` : "";
  const mails = failures.length === 1 ? "1 reminder mail" : `${failures.length} reminder mails`;
  return new Error(`${mails} failed${why}; the next check sends them`);
}
