/**
 * The questions and answers of the FAQ (docs/product.md#landing-page: 8 on the left, 7 on the right),
 * written for Singapore employers and within MOM's advertising guidance for agencies.
 */
export type FaqItem = { id: string; question: string; answer: readonly string[] };

export const FAQ_LEFT_COLUMN: readonly FaqItem[] = [
  {
    id: "no-agency-fee",
    question: "Do you really charge no agency fee?",
    answer: [
      "Yes. We do not charge employers a service fee. There is one package, and you pay only the costs that hiring a migrant domestic worker in Singapore involves, such as the work permit fees, the compulsory insurance and the medical examination.",
      "We list every item and its amount before you sign anything, so there is nothing extra to pay at the end.",
    ],
  },
  {
    id: "why-choose-us",
    question: "Why should I choose your agency?",
    answer: [
      "Affordability, transparency and support after your helper starts work. There is one package with no service fee. Every profile shows the helper's salary, rest days, experience and skills, and you interview helpers yourself, online.",
      "After your helper arrives we stay in touch with your family and with your helper, so that small questions are answered before they become problems. We are an employment agency licensed by the Ministry of Manpower (MOM); our licence number is shown at the bottom of every page.",
    ],
  },
  {
    id: "rest-days",
    question: "How many rest days is a helper entitled to?",
    answer: [
      "Your helper is entitled to one rest day every week. You may agree in writing that she works on some of those days; for each rest day worked you must pay her at least one day's salary or give her a replacement rest day in the same month.",
      "At least one rest day a month must be taken and cannot be replaced by compensation. This is why a helper's total salary is her basic salary plus off-day compensation. Agree on the arrangement before she starts and write it into the contract.",
    ],
  },
  {
    id: "employer-responsibilities",
    question: "What are my responsibilities as an employer?",
    answer: [
      "You are responsible for your helper's well-being and for keeping to the conditions of her work permit. That means paying her salary in full and on time every month; providing acceptable accommodation with privacy, enough food, rest and medical care; paying the monthly levy; buying the compulsory medical and personal accident insurance; and sending her for the six-monthly medical examination.",
      "She may only do household work for you, at the address on her work permit, and never in unsafe conditions: for example, she may clean the outside of windows only if the window grilles are locked and an adult supervises. First-time employers must also complete MOM's Employers' Orientation Programme before applying for a work permit.",
    ],
  },
  {
    id: "salary-indonesia",
    question: "What is the average salary of a helper from Indonesia?",
    answer: [
      "Most helpers from Indonesia earn between $600 and $750 a month. Where a helper sits in that range depends on her experience, her skills and whether she has worked in Singapore before.",
      "The salary is agreed with you before the contract is signed and is shown on every profile.",
    ],
  },
  {
    id: "salary-philippines",
    question: "What is the average salary of a helper from the Philippines?",
    answer: [
      "Most helpers from the Philippines earn between $650 and $800 a month. Helpers with long experience in childcare or elderly care, or with strong English, are usually at the upper end of the range.",
      "The salary is agreed with you before the contract is signed and is shown on every profile.",
    ],
  },
  {
    id: "salary-myanmar",
    question: "What is the average salary of a helper from Myanmar?",
    answer: [
      "Most helpers from Myanmar earn between $580 and $700 a month. Helpers who are new to Singapore usually start at the lower end of the range, and experienced helpers at the upper end.",
      "The salary is agreed with you before the contract is signed and is shown on every profile.",
    ],
  },
  {
    id: "agency-benefits",
    question: "What are the benefits of hiring through an agency?",
    answer: [
      "A licensed agency takes care of the steps that are easy to get wrong on your own: checking the helper's documents and medical fitness, matching her skills to your household, applying for the work permit, arranging the insurance and the security bond, booking the Settling-In Programme that first-time helpers attend, and arranging her journey to Singapore.",
      "You also have someone to turn to after your helper arrives, whether you have a question about the rules, need advice on a routine, or want help resolving a misunderstanding.",
    ],
  },
];

export const FAQ_RIGHT_COLUMN: readonly FaqItem[] = [
  {
    id: "who-can-hire",
    question: "Who can hire a helper in Singapore?",
    answer: [
      "Singapore citizens and permanent residents can hire a helper, and so can foreigners living in Singapore on a valid work pass, provided they meet MOM's requirements. Work pass holders are asked for supporting documents, such as their pass and proof of their address in Singapore.",
      "Every employer must be at least 21 years old, must not be an undischarged bankrupt and must be able to look after a helper's well-being. First-time employers must complete MOM's Employers' Orientation Programme.",
    ],
  },
  {
    id: "pregnancy",
    question: "What happens if my helper becomes pregnant?",
    answer: [
      "Under the conditions of her work permit, a helper may not become pregnant or give birth in Singapore, unless she is married to a Singapore citizen or permanent resident with MOM's approval. If a pregnancy is found, for example at the six-monthly medical examination, her work permit is cancelled and she returns home, with the employer paying for her journey.",
      "Please contact us straight away. We will explain each step, make sure she is treated with care and respect, and help you find a new helper.",
    ],
  },
  {
    id: "part-time",
    question: "Can my helper work part-time for another household?",
    answer: [
      "No. A migrant domestic worker in Singapore may only work for her employer, at the address on her work permit. Part-time work for anyone else, even on her rest day, breaks the conditions of her work permit and can lead to penalties for her and for the people who employ her illegally.",
      "If you need occasional help at home, use a company licensed under MOM's Household Services Scheme instead.",
    ],
  },
  {
    id: "missing-helper",
    question: "What should I do if my helper goes missing?",
    answer: [
      "First try to reach her and the people she is close to: she may simply be delayed. If you still cannot reach her, contact us at once, and make a police report if you are worried about her safety or if belongings are missing.",
      "You will then need to cancel her work permit; the levy stops once the permit is cancelled. We will guide you through every step.",
    ],
  },
  {
    id: "security-bond",
    question: "Do I need to furnish a $5,000 security bond?",
    answer: [
      "Yes. MOM requires every employer of a non-Malaysian helper to furnish a $5,000 security bond before the helper arrives in Singapore. The bond guarantees that you will keep to the conditions of the work permit, such as paying her salary and sending her home when the employment ends.",
      "It is a guarantee, not a fee: when the conditions have been kept, it is discharged at the end of the employment.",
    ],
  },
  {
    id: "bond-insurance",
    question: "Can I use insurance instead of placing the $5,000 bond myself?",
    answer: [
      "Yes, and most employers do. Instead of a banker's guarantee for the full $5,000, you can buy a security bond insurance, usually together with the compulsory medical and personal accident insurance. The insurer then furnishes the bond to MOM for you, for a one-off premium that is a small part of $5,000.",
      "Read what the policy says about a forfeited bond: the insurer may recover part of the amount from the employer. We help you compare policies and arrange the one you choose.",
    ],
  },
  {
    id: "overseas-hiring-time",
    question: "How long does it take to hire a helper from overseas?",
    answer: [
      "Usually four to eight weeks from the day you choose your helper. That time covers the work permit application, her documents and medical check in her home country, and her travel to Singapore.",
      "A helper who is already working in Singapore and is transferring to a new employer can usually start sooner.",
    ],
  },
];
