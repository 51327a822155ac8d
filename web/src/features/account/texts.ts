import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE, type WireRole } from "@maids/contract/enums.ts";
import { HIRING_TEXTS } from "@maids/contract/placements.ts";

export const ACCOUNT_TEXTS = {
  description: "Your account with the agency: name, email and account type.",
  intro: "The details of the account you are signed in with.",
  name: "Name",
  email: "Email",
  accountType: "Account type",
  checkingSession: "Checking your session",
  phoneForm: {
    label: "Phone (optional)",
    hint: "A number the agency may call you on, e.g. 9123 4567",
    save: "Save",
    saved: "Your phone number is saved.",
  },
  shortcutsTitle: "Continue where you left off",
  shortcuts: {
    myHiring: HIRING_TEXTS.title,
    shortlisted: "My shortlisted helpers",
    recommendations: "My recommendations",
    catalogue: "Browse helpers",
  },
} as const;

export const ROLE_LABELS: Record<WireRole, string> = {
  [CUSTOMER_ROLE]: "Employer",
  [HELPER_ROLE]: "Helper",
  [ADMIN_ROLE]: "Administrator",
};
