/** Texts of the about, services, FAQ and contact pages beyond contract/src/messages.ts. */
export const INFO_PAGE_TEXTS = {
  legal: {
    overline: "The agency's texts",
    termsDescription: "The terms of using this website and the agency's services through it.",
    privacyDescription:
      "What personal data the agency collects, why, for how long, and how to see, correct or delete it (PDPA).",
    termsIntro: "What you agree to when you make an account.",
    privacyIntro:
      "What we collect, why, how long we keep it, and how to ask to see, correct or delete it.",
    version: (version: number, day: string) => `Version ${version}, in force since ${day}.`,
    loading: "Loading the text",
    failed: "Could not load this text.",
  },
  faq: {
    description:
      "Answers for Singapore employers: agency fees, helpers' salaries and rest days, the $5,000 security bond, who can hire a helper and how long hiring from overseas takes.",
    intro:
      "Straight answers to the questions Singapore families ask us most, from costs and salaries to MOM's rules.",
    leftColumn: "General questions",
    rightColumn: "Rules and situations",
    moreQuestions: "Still have a question?",
    moreQuestionsText: "Our team is happy to talk it through with you.",
  },

  about: {
    overline: "Who we are",
    description:
      "A Singapore employment agency licensed by MOM that helps families hire helpers from the Philippines, Indonesia and Myanmar, with one package and no service fee.",
    intro: (agencyName: string) =>
      `${agencyName} helps Singapore families hire migrant domestic workers from the Philippines, Indonesia and Myanmar, with one package and no service fee.`,
    licensed: (licenceNumber: string) =>
      `We are an employment agency licensed by the Ministry of Manpower, EA Licence No. ${licenceNumber}.`,
    storyTitle: "Why we exist",
    story: [
      "Hiring a helper changes daily life at home, for your family and for the person who joins it. Yet employers often face long lists of packages and fees, and only learn the full cost late in the process.",
      "We started this agency to make hiring simpler and fairer: one package, no service fee, and clear information on every profile so that families can choose well and helpers can start on the right footing.",
    ],
    valuesTitle: "What we stand for",
    values: [
      {
        title: "Respect for everyone",
        text: "A good placement is a working relationship between two people. We treat employers and helpers with the same care and honesty.",
      },
      {
        title: "Honest information",
        text: "Salary, rest days, experience, skills and any placement loan are stated clearly, so that you can compare profiles with confidence.",
      },
      {
        title: "Support that lasts",
        text: "We stay in touch after your helper starts work, answer questions about the rules, and help both sides resolve issues early.",
      },
      {
        title: "Doing things properly",
        text: "We follow MOM's rules for employment agencies, including the limits on the fees an agency may collect from a helper.",
      },
    ],
    ctaTitle: "Ready to meet your helper?",
    ctaText: "Browse profiles at your own pace, or talk to us about what your family needs.",
  },

  services: {
    overline: "One package",
    description:
      "Everything in our one package: helper search and matching, online interviews, work permit and documents signed online, insurance and security bond, arrival arrangements and support after deployment.",
    intro:
      "One package covers every step, from your first search to life after your helper arrives, with no service fee.",
    includedTitle: "What the package includes",
    included: [
      {
        title: "Search and matching",
        text: "Browse and filter detailed profiles, shortlist the helpers you like, and receive personal recommendations from our team.",
      },
      {
        title: "Online interviews",
        text: "We arrange video interviews with your shortlisted helpers, in Singapore or overseas, at times that suit you.",
      },
      {
        title: "Work permit and documents",
        text: "We prepare the work permit application and the employment contract, and you sign the documents online.",
      },
      {
        title: "Insurance and security bond",
        text: "We help you arrange the compulsory medical and personal accident insurance and the $5,000 security bond.",
      },
      {
        title: "Arrival arrangements",
        text: "Travel to Singapore, the medical examination, the Settling-In Programme for first-time helpers and the work permit card: we coordinate it all.",
      },
      {
        title: "Support after deployment",
        text: "Regular check-ins, advice on rest days, salary and MOM's rules, and help to resolve misunderstandings early.",
      },
    ],
    costsTitle: "What you pay",
    costs: [
      "No agency service fee.",
      "Government fees, such as the work permit fees and the monthly levy.",
      "Compulsory insurance and the security bond (usually through insurance).",
      "The helper's medical examination and other third-party costs.",
    ],
    costsNote: "Every item and amount is listed in writing before you sign.",
    helpersTitle: "Helpers we work with",
    helpersText:
      "Helpers from the Philippines, Indonesia and Myanmar: some new to working abroad, some with experience in Singapore or elsewhere, and some already in Singapore and looking to transfer. Their skills range from cooking and housekeeping to childcare, elderly care and looking after pets.",
    ctaTitle: "See who is available",
    ctaText: "Every profile shows the salary, rest days, experience and skills.",
  },

  contact: {
    overline: "We are here to help",
    description:
      "Contact our maid agency in Singapore by WhatsApp, phone or email, or visit our office. See our address and opening hours.",
    intro:
      "Questions about hiring a helper, costs or a profile you have seen? Message, call or visit us: a member of our team will get back to you.",
    whatsappTitle: "WhatsApp",
    whatsappText: "The quickest way to reach us.",
    whatsappButton: "Chat on WhatsApp",
    whatsappGreeting: "Hi, I'd like to find out more about hiring a helper.",
    phoneTitle: "Phone",
    phoneText: "Talk to our team during opening hours.",
    emailTitle: "Email",
    emailText: "For documents and detailed questions.",
    visitTitle: "Visit us",
    openingHours: "Opening hours",
    profileTip:
      "Writing about a particular helper? Mention the maid ID shown on their profile so that we can answer faster.",
  },

  contactUs: "Contact us",
} as const;
