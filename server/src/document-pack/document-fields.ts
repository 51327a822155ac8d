/**
 * The value of every template field for one case (docs/product.md#document-templates), from the
 * case, the family's file as staff see it (identity numbers already masked), the money and the
 * helper's loan. Values are single lines, except the tables.
 */
import { type CaseMoney, FEE_KIND_LABELS, formatCents } from "@maids/contract/case-money.ts";
import { formatDay } from "@maids/contract/days.ts";
import { tableText } from "@maids/contract/document-markup.ts";
import {
  DOCUMENT_SIGNERS,
  type DocumentKind,
  type SignerRole,
  TEMPLATE_FIELD_NAMES,
  type TemplateField,
} from "@maids/contract/document-pack.ts";
import type { EmployerFile } from "@maids/contract/employer-file.ts";
import { daySalary, type HelperLoan } from "@maids/contract/helper-loan.ts";
import type { PlacementCase } from "@maids/contract/placements.ts";

export interface CaseFacts {
  agency: { name: string; licenceNumber: string; address: string; phone: string; email: string };
  placement: PlacementCase;
  file: EmployerFile;
  money: CaseMoney;
  loan: HelperLoan;
}

/** What a field not on file yet prints: a line to fill in by hand, as on a paper form. */
const TO_FILL_IN = "____________";
/** Fields that are empty, not a line to fill in, when there is nothing to print. */
const MAY_BE_EMPTY = new Set<TemplateField>([
  "fees.package",
  "spouse.name",
  "spouse.nric_masked",
  "sponsor.name",
  "sponsor.nric_masked",
  "sponsor.relationship",
]);

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const day = (value: string | null) => (value ? formatDay(value) : "");

function addressOf(home: NonNullable<EmployerFile["sections"]["home"]>["data"] | undefined) {
  if (!home) return "";
  const unit = home.unitNumber
    ? ` ${home.unitNumber.startsWith("#") ? "" : "#"}${home.unitNumber}`
    : "";
  const postal = home.postalCode ? `, Singapore ${home.postalCode}` : "";
  return `${home.addressLine}${unit}${postal}`;
}

function moneyFields(money: CaseMoney) {
  const lines = money.lines.map((line) => [
    line.description || FEE_KIND_LABELS[line.kind],
    formatCents(line.amountCents),
  ]);
  return {
    "fees.package": money.packageName ?? "",
    "fees.table": tableText(["Item", "Amount"], lines),
    "fees.subtotal": formatCents(money.subtotalCents),
    "fees.gst": formatCents(money.gstCents),
    "fees.total": formatCents(money.totalCents),
    "fees.deposit": formatCents(money.depositCents),
  };
}

function loanFields(loan: HelperLoan) {
  const terms = loan.terms;
  const schedule = loan.months.map((month) => [
    month.from ? `${month.month} (from ${formatDay(month.from)})` : String(month.month),
    formatCents(month.salaryCents),
    formatCents(month.restDayPayCents),
    formatCents(month.deductionCents),
    formatCents(month.leftCents),
  ]);
  const money = (cents: number | undefined) => (cents === undefined ? "" : formatCents(cents));
  return {
    "salary.monthly": money(terms?.monthlySalaryCents),
    "salary.rest_days": terms ? String(terms.restDaysPerMonth) : "",
    "salary.compensated_rest_days": terms ? String(terms.compensatedRestDays) : "",
    "salary.rest_day_pay": money(terms ? daySalary(terms.monthlySalaryCents) : undefined),
    "salary.permit_years": terms ? String(terms.permitYears) : "",
    "loan.amount": money(terms?.loanCents),
    "loan.monthly_deduction": money(terms?.monthlyDeductionCents),
    "loan.months": String(loan.months.filter((month) => month.deductionCents > 0).length),
    "loan.schedule": tableText(
      ["Month", "Salary", "Rest-day pay", "Deduction", "She receives"],
      schedule,
    ),
  };
}

/** Every field's value; `today` is the day the document is dated. */
export function documentFieldValues(
  facts: CaseFacts,
  today: string,
): Record<TemplateField, string> {
  const { agency, placement, file } = facts;
  const { employer, spouse, sponsor, home, household, helper } = file.sections;
  const startOn = placement.deployedOn ?? placement.arrivalDate;
  const members = (household?.data.members ?? []).map((member) => [
    member.relationship,
    String(member.age),
  ]);
  const values: Record<TemplateField, string> = {
    "agency.name": agency.name,
    "agency.licence": agency.licenceNumber,
    "agency.address": agency.address,
    "agency.phone": agency.phone,
    "agency.email": agency.email,
    "case.reference": placement.reference,
    "case.date": formatDay(today),
    "case.start_date": day(startOn),
    "owner.name": placement.owner.name,
    "owner.ea_number": placement.owner.eaRegistrationNumber,
    "employer.name": employer?.data.fullName || placement.customer.name,
    "employer.nric_masked": employer?.data.idNumberMasked ?? "",
    "employer.phone": employer?.data.contactNumber ?? "",
    "employer.email": placement.customer.email,
    "employer.occupation": employer?.data.occupation ?? "",
    "employer.address": addressOf(home?.data),
    "spouse.name": spouse?.data.fullName ?? "",
    "spouse.nric_masked": spouse?.data.idNumberMasked ?? "",
    "sponsor.name": sponsor?.data.fullName ?? "",
    "sponsor.nric_masked": sponsor?.data.idNumberMasked ?? "",
    "sponsor.relationship": sponsor?.data.relationship ?? "",
    "household.table": tableText(["Relationship", "Age"], members),
    "helper.name": placement.helper?.name ?? "",
    "helper.nationality": placement.helper?.country ?? "",
    "helper.passport_masked": helper?.data.idNumberMasked ?? "",
    ...moneyFields(facts.money),
    ...loanFields(facts.loan),
  };
  for (const name of TEMPLATE_FIELD_NAMES) {
    if (name.endsWith("table") || name.endsWith("schedule")) continue;
    const value = oneLine(values[name]);
    values[name] = value === "" && !MAY_BE_EMPTY.has(name) ? TO_FILL_IN : value;
  }
  return values;
}

/** Who signs `kind` on this case, in signing order; a spouse or sponsor only when on file. */
export function signersOf(
  kind: DocumentKind,
  values: Record<TemplateField, string>,
): { role: SignerRole; name: string }[] {
  const names: Record<SignerRole, string> = {
    employer: values["employer.name"],
    spouse: values["spouse.name"],
    sponsor: values["sponsor.name"],
    helper: values["helper.name"],
    case_owner: values["owner.name"],
  };
  return DOCUMENT_SIGNERS[kind]
    .filter((role) => names[role] !== "")
    .map((role) => ({ role, name: names[role] }));
}
