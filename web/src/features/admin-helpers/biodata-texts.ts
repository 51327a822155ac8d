/** Texts of the biodata parts of the helper forms (docs/product.md#biodata) that the contract's labels leave open. */
export const BIODATA_FORM_TEXTS = {
  tabs: {
    personal: "Personal",
    medical: "Medical & Diet",
    skills: "Skills Assessment",
    interviewAgency: "Interview & Agency",
  },
  childrenAgesHint: "Ages separated by commas, e.g. 3, 7",
  eaPersonnelNumberHint: "e.g. R1234567",
  skillArea: "Area of work",
  skillsIntro:
    "Leave a question unanswered when it was not asked. Choosing a pressed answer again clears it.",
  assessmentStars: (n: number) => `${n} ${n === 1 ? "Star" : "Stars"}`,
  employerType: "Employer type",
  employerTypeHint: "e.g. Chinese family, expatriate couple",
  feedback: "Feedback from employer",
  downloadPdf: "Download biodata (PDF)",
  preparingPdf: "Preparing PDF...",
  downloadFailed: "The biodata could not be downloaded. Please try again.",
} as const;
