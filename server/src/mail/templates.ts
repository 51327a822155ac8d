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
