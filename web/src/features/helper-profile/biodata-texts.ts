/** Texts of the profile's biodata parts (docs/product.md#biodata) that the contract's labels leave open. */
export const PROFILE_BIODATA_TEXTS = {
  skillArea: "Area of work",
  notAnswered: "Not answered",
  experienceYears: (years: number) => `Yes, ${years} ${years === 1 ? "year" : "years"}`,
  assessmentStars: (n: number) => `${n} ${n === 1 ? "Star" : "Stars"}`,
  assessorNote: (area: string) => `Assessor's note on ${area.toLowerCase()}`,
  employerType: "Employer type",
  feedback: "Feedback from employer",
  downloadPdf: "Download biodata (PDF)",
  preparingPdf: "Preparing PDF...",
  downloadFailed: "The biodata could not be downloaded. Please try again.",
  shareOnWhatsapp: "Share on WhatsApp",
  shareMessage: (name: string, id: number, profileUrl: string) =>
    `Have a look at ${name}, a domestic helper (maid ID ${id}): ${profileUrl}`,
} as const;
