/** Texts of the landing page beyond contract/src/messages.ts. */
export const HOME_PAGE_TEXTS = {
  description:
    "The most affordable maid agency in Singapore: one package, no service fee. Shortlist helpers from the Philippines, Indonesia and Myanmar, interview them online and sign your documents online.",

  heroOverline: "The most affordable maid agency in Singapore",
  heroTitle: "Hire a trusted helper with no service fee",
  heroIntro:
    "One simple package at one fair price. Browse helpers from the Philippines, Indonesia and Myanmar, shortlist your favourites and interview them online. We arrange the rest.",
  howItWorks: "How it works",
  heroFacts: [
    { value: "$0", label: "service fee" },
    { value: "1", label: "simple package" },
    { value: "4", label: "steps to hire" },
  ],

  carouselPrevious: "Previous",
  carouselNext: "Next",
  carouselControls: "Carousel controls",
  testimonialItems: "testimonial",
  helperItems: "helpers",
  pageOf: (page: number, pages: number) => `${page} of ${pages}`,

  testimonialsOverline: "Families we work with",
  testimonialsTitle: "What employers tell us",
  testimonialsNote: "Illustrative stories, shown until our families' own reviews are published.",
  testimonials: [
    {
      name: "Priya",
      place: "Tampines",
      context: "First-time employer, two young children",
      quote:
        "We shortlisted three helpers on a Sunday evening and interviewed them online the same week. Every cost was explained before we signed, and there was no service fee waiting for us at the end.",
    },
    {
      name: "Daniel",
      place: "Bukit Timah",
      context: "Caring for his father at home",
      quote:
        "We needed someone with real experience in elderly care. The team was honest about which profiles fitted our situation and which did not, instead of pushing us to decide quickly.",
    },
    {
      name: "Hui Min",
      place: "Clementi",
      context: "Household of five",
      quote:
        "Signing the documents online saved me two trips to an office. When our helper arrived, everything from the medical check to her first week had already been arranged.",
    },
    {
      name: "Farah",
      place: "Woodlands",
      context: "Working parent",
      quote:
        "Months after our helper joined us, the agency still answered my questions about rest days and salary within the day. That support after the placement is what I value most.",
    },
    {
      name: "Marcus",
      place: "Punggol",
      context: "Transfer helper",
      quote:
        "We found an experienced helper who was already working in Singapore. The transfer was straightforward and the fees were exactly what we had been quoted.",
    },
  ],

  founderOverline: "A note from our founder",
  founderTitle: "Why we started an agency without a service fee",
  founderParagraphs: [
    "Hiring a helper is one of the biggest decisions a family makes. It should not also be one of the most confusing. Too often, employers meet a long list of packages and add-ons and only learn the real cost at the end.",
    "We built this agency around one package, no service fee and clear information on every profile. You see each helper's salary, experience and skills before you speak with them, and you interview them yourself.",
    "Our work does not end when your helper arrives. We stay in touch with your family and with your helper, because a placement only succeeds when both sides are well supported.",
  ],
  founderSignature: "Founder",

  promisesOverline: "Our promises",
  promisesTitle: "Three things you can count on",
  promises: [
    {
      title: "Affordability",
      text: "One package and no service fee. You pay only the costs that hiring a helper in Singapore involves, and we list them upfront.",
    },
    {
      title: "Transparency",
      text: "Salary, rest days, experience and skills are on every profile. What you see is what you discuss, with nothing hidden in the fine print.",
    },
    {
      title: "Post-deployment service",
      text: "We check in after your helper starts, answer questions about rules and routines, and help both sides resolve issues early.",
    },
  ],

  stepsOverline: "How it works",
  stepsTitle: "Hire your helper in four steps",
  steps: [
    {
      title: "Shortlist a helper",
      text: "Browse profiles, filter by skills, languages and experience, and save the helpers you like.",
    },
    {
      title: "Interview online",
      text: "Talk to your shortlisted helpers by video call at a time that suits you, wherever they are.",
    },
    {
      title: "Sign documents online",
      text: "Review and sign the employment contract and forms online. No office visits needed.",
    },
    {
      title: "We arrange the rest",
      text: "Work permit, insurance, security bond, medical check and travel: we take care of it and keep you updated.",
    },
  ],

  topHelpersOverline: "Ready to start",
  topHelpersTitle: "Top helpers",
  topHelpersIntro: "Highly rated helpers who are ready to join a family now.",
  topHelpersLoading: "Loading top helpers",
  viewAllHelpers: "View all helpers",
  languageRating: "Language rating",
  notRated: "N/A",
  skills: "Skills",
} as const;
