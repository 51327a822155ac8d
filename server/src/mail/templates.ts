import { formatDay } from "@maids/contract/days.ts";
import type { DashboardDue } from "@maids/contract/placements.ts";
import type { Mail } from "./mailer.ts";

/** The texts of the mails the site sends, beside the mailer; `to` is added by the sender. */
type Template = Omit<Mail, "to">;

/** A single-use link to choose a new password. */
export const passwordResetMail = (name: string, link: string): Template => ({
  subject: "Reset your password",
  text: [
    `Hello ${name},`,
    "",
    "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
    "",
    link,
    "",
    "If you did not ask for this, you can ignore this email; your password stays unchanged.",
  ].join("\n"),
});

/** After a password reset: every session was signed out. */
export const passwordChangedMail = (name: string): Template => ({
  subject: "Your password was changed",
  text: [
    `Hello ${name},`,
    "",
    "The password of your account has just been changed, and every device signed in to it has been signed out.",
    "",
    "If this was not you, please reset your password again at once and contact the agency.",
  ].join("\n"),
});

/** Someone signed up with an email that already has an account (ADR 0010). */
export const existingAccountMail = (name: string, publicUrl: string): Template => ({
  subject: "Someone tried to create an account with your email",
  text: [
    `Hello ${name},`,
    "",
    "Someone (perhaps you) tried to create a new account with this email address, which already has an account.",
    `If you forgot your password, you can reset it from the sign-in page: ${publicUrl}/login`,
    "",
    "If this was not you, you can ignore this email.",
  ].join("\n"),
});

/** A staff member's daily list of placement dates overdue or due within two weeks. */
export const placementRemindersMail = (
  name: string,
  items: DashboardDue[],
  publicUrl: string,
): Template => {
  const overdue = items.filter((item) => item.status === "overdue").length;
  const lines = items.map(
    (item) =>
      `${item.status === "overdue" ? "OVERDUE " : ""}${item.dueOn}  ${item.label}: ` +
      `${item.reference} (${item.customerName}, ${item.helperName})\n` +
      `    ${publicUrl}/admin/placements/${item.caseId}`,
  );
  return {
    subject: `Placement dates: ${overdue} overdue, ${items.length - overdue} due within two weeks`,
    text: [
      `Hello ${name},`,
      "",
      "These dates of your placement cases need attention:",
      "",
      ...lines,
      "",
      `The dashboard lists them all: ${publicUrl}/admin/dashboard`,
    ].join("\n"),
  };
};

/** What a date asks of the family, in plain words, in its reminder mail. */
const FAMILY_DATE_HINTS: Partial<Record<DashboardDue["kind"], string>> = {
  settling_in: "She must attend the Settling-In Programme by this day.",
  pre_employment_medical:
    "Her medical examination is due within two weeks of her arrival: her work permit is issued only after it.",
  medical:
    "Her six-monthly medical examination at a Singapore clinic: MOM may revoke the work permit when it is missed.",
  permit_expiry: "Her work permit expires: talk to us about renewing it well before this day.",
  insurance_end:
    "Her medical and accident insurance ends: it must be renewed for as long as she works for you.",
  bond_end: "The security bond ends.",
  transfer_window: "The last day to start a transfer, if she is not to stay on after her permit.",
};

/** A family's daily reminder of the dates of its hirings that are overdue or due within two weeks. */
export const familyRemindersMail = (
  name: string,
  items: DashboardDue[],
  publicUrl: string,
): Template => {
  const overdue = items.filter((item) => item.status === "overdue").length;
  const lines = items.map((item) =>
    [
      `${item.status === "overdue" ? "OVERDUE: " : ""}${item.label}, ${formatDay(item.dueOn)} (${item.helperName}, ${item.reference})`,
      `    ${FAMILY_DATE_HINTS[item.kind] ?? ""}`,
    ].join("\n"),
  );
  return {
    subject:
      overdue > 0
        ? `Your helper's dates: ${overdue} overdue, ${items.length - overdue} due within two weeks`
        : `Your helper's dates: ${items.length} due within two weeks`,
    text: [
      `Hello ${name},`,
      "",
      "These dates of your hiring need your attention:",
      "",
      ...lines,
      "",
      `Follow your hiring, and message us on WhatsApp from there: ${publicUrl}/my-hiring`,
    ].join("\n"),
  };
};
