import { DOCUMENT_PACK_TEXTS, type DocumentKind } from "@maids/contract/document-pack.ts";

/**
 * The first English version of each document's template, published the first time it is asked
 * for: starting points in this project's words for the agency's own legal review (the comment at
 * the top says so in the editor and never prints). The owner replaces them in Settings.
 */
const STARTERS: Record<DocumentKind, string> = {
  service_agreement: `# Service agreement

This agreement is made on {{ case.date }} between {{ agency.name }} (EA licence {{ agency.licence }}), "the agency", and {{ employer.name }} (NRIC/FIN {{ employer.nric_masked }}) of {{ employer.address }}, "the employer", for the placement of {{ helper.name }}, a domestic helper from {{ helper.nationality }} (case {{ case.reference }}).

## What the agency does
- Presents helpers whose records it has checked, and arranges interviews.
- Applies for the work permit, and arranges the medical examination, insurance, security bond and Settling-In Programme as the schedule of fees lists.
- Explains to the employer and the helper their duties under the Employment of Foreign Manpower Act, and answers questions during the placement.
- Keeps the parties' personal data under the Personal Data Protection Act, using it only for this placement.

## What the employer does
- Gives true particulars, and tells the agency at once of any change.
- Pays the fees in the schedule of services and fees when they fall due.
- Pays the helper her salary in full by the seventh day of each month, gives her the rest days agreed, a safe place to live and adequate food, and the medical care the law requires.
- Keeps to the safety agreement.

## Fees and refunds
The fees are those of the schedule of services and fees{% if fees.package != "" %} ({{ fees.package }}){% endif %}, {{ fees.total }} in all. Should the placement end within six months of the helper's deployment, the agency refunds the part of its service fee the law requires, less the costs already paid to others on the employer's behalf.

## Ending the agreement
Either party may end this agreement in writing. Fees for services already given remain payable.

## Contact
{{ agency.name }}, {{ agency.address }}, {{ agency.phone }}, {{ agency.email }}. The case is handled by {{ owner.name }}, EA personnel registration number {{ owner.ea_number }}.
`,

  fees_schedule: `# Schedule of services and fees

Case {{ case.reference }}, for {{ employer.name }} and the placement of {{ helper.name }}.{% if fees.package != "" %} Package: {{ fees.package }}.{% endif %}

{{ fees.table }}

- Before GST: {{ fees.subtotal }}
- GST: {{ fees.gst }}
- Total: {{ fees.total }}
- Deposit asked on signing: {{ fees.deposit }}

Every payment is acknowledged by a numbered receipt. Amounts paid to others on the employer's behalf (medical examination, insurance, security bond, Settling-In Programme) are passed on at cost.
`,

  loan_schedule: `# Salary and placement loan repayment schedule

Case {{ case.reference }}. Employer: {{ employer.name }}. Helper: {{ helper.name }} (passport {{ helper.passport_masked }}).

- Monthly salary: {{ salary.monthly }}
- Rest days a month: {{ salary.rest_days }}, of which {{ salary.compensated_rest_days }} worked for {{ salary.rest_day_pay }} each
- Placement loan: {{ loan.amount }}, repaid by {{ loan.monthly_deduction }} a month over {{ loan.months }} months
- Work permit: {{ salary.permit_years }} years

{{ loan.schedule }}

The employer deducts only the amounts above, pays the rest of her salary to the helper each month, and records each payment. The helper always receives at least the amount the agency's rules set aside for her, and the deductions never exceed what the Ministry of Manpower allows.
`,

  employment_contract: `# Employment contract

Between {{ employer.name }} (NRIC/FIN {{ employer.nric_masked }}), the employer, of {{ employer.address }}, and {{ helper.name }} (passport {{ helper.passport_masked }}), from {{ helper.nationality }}, the helper. Case {{ case.reference }}.

## Work and pay
- The helper starts work on {{ case.start_date }} for {{ salary.permit_years }} years, the length of her work permit.
- Her salary is {{ salary.monthly }} a month, paid in full by the seventh day of the following month, and recorded with her signature or by bank transfer.
- She does household work at the address above only.

## Rest and care
- She has {{ salary.rest_days }} rest days a month; at least one of them she always takes. A rest day she agrees to work is paid {{ salary.rest_day_pay }}.
- She has at least eight hours of continuous rest each day, her own sleeping place with privacy, and adequate food.
- The employer pays for her medical care and keeps the insurance the law requires.

## Her documents
Her passport and work permit are hers. The employer keeps them only with her consent and gives them back when she asks.

## Ending the contract
Either side gives one month's notice or one month's salary instead. The employer pays her way home at the end of her employment.
`,

  safety_agreement: `# Safety agreement

Case {{ case.reference }}. {{ employer.name }} and {{ helper.name }} agree on the following for her work at {{ employer.address }}.

- She does not clean the outside of windows, except on the ground floor or along a corridor, or when the window grilles are locked and an adult of the household is there watching.
- She does not hang laundry outside the window except from a bamboo-pole holder she reaches without leaning out, with grilles locked.
- She does not stand on anything to reach high places outside the windows or the balcony.
- The employer shows her how to use every appliance safely and where the first-aid box and emergency numbers are.
- She tells the employer of any danger she sees, and may refuse a task that puts her at risk.

Emergency numbers: police 999, ambulance 995, the agency {{ agency.phone }}.
`,

  rest_day_agreement: `# Rest day agreement

Case {{ case.reference }}. Employer: {{ employer.name }}. Helper: {{ helper.name }}.

- The helper has {{ salary.rest_days }} rest days a month.
- She agrees to work {{ salary.compensated_rest_days }} of them, each paid {{ salary.rest_day_pay }} on top of her salary. She may change this with one month's notice.
- At least one rest day a month she always takes, and it is never replaced by pay.
- On a rest day she is free to leave the home and to return by the time both agree.
`,

  handover_checklist: `# Handover checklist

Case {{ case.reference }}. {{ helper.name }} starts work for {{ employer.name }} on {{ case.start_date }}.

- Work permit card received and shown to the helper; she keeps it with her.
- Passport: kept by the helper, or by the employer with her written consent.
- Settling-In Programme attended.
- Medical examination done, and the next six-monthly examination date noted.
- Insurance policy and security bond in force.
- House rules, the safety agreement and the rest day agreement explained to her in a language she understands.
- Her room or sleeping place shown to her.
- Emergency numbers and the agency's contact ({{ agency.phone }}) given to her.
- Salary day and how she is paid agreed.
`,
};

const STARTER_MARK = `{% comment %}${DOCUMENT_PACK_TEXTS.starterNotice}{% endcomment %}\n`;

export function starterTemplate(kind: DocumentKind): string {
  return STARTER_MARK + STARTERS[kind];
}
