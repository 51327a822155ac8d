import type { DashboardDue } from "@maids/contract/placements.ts";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { claimDailyRun, finishDailyRun } from "../jobs/daily-job-run-repository.ts";
import type { Mailer } from "../mail/mailer.ts";
import { placementRemindersMail } from "../mail/templates.ts";
import { listStaffMembers } from "../users/user-repository.ts";
import { type PlacementOptions, placementService } from "./placement-service.ts";

export const REMINDER_JOB = "placement-reminders";

/**
 * Each staff member's overdue and upcoming placement dates, in one mail a day
 * (docs/product.md#placement-dates). Whichever process claims the day sends them; the others,
 * and this one later that day, do nothing. Answers how many mails went out, or null when the
 * day had already been claimed.
 */
export async function sendDailyReminders(
  db: Db,
  mailer: Mailer,
  options: Omit<PlacementOptions, "now"> & { publicUrl: string; now: Date },
): Promise<number | null> {
  const day = singaporeToday(options.now);
  if (!(await claimDailyRun(db, REMINDER_JOB, day))) return null;
  const { due } = await placementService(db, { ...options, now: () => options.now }).dashboard(
    undefined,
  );
  const byOwner = new Map<number, DashboardDue[]>();
  for (const item of due) byOwner.set(item.owner.id, [...(byOwner.get(item.owner.id) ?? []), item]);
  const staff = (await listStaffMembers(db)).filter((member) => byOwner.has(member.id));
  for (const member of staff) {
    const items = byOwner.get(member.id) ?? [];
    await mailer.send({
      to: member.email,
      ...placementRemindersMail(member.name, items, options.publicUrl),
    });
  }
  await finishDailyRun(db, REMINDER_JOB, day);
  return staff.length;
}
