/** Texts of the web app beyond contract/src/messages.ts, kept together until the contract takes them. */
export const SITE_NAME = "HomeHelp SG";

export const SITE_TEXTS = {
  tagline: "The most affordable maid agency in Singapore",
  siteDescription:
    "Hire a trusted domestic helper in Singapore at no service fee. Browse helpers from the Philippines, Indonesia and Myanmar, shortlist your favourites and interview them online.",
  footerBlurb:
    "One simple package, no service fee. We match Singapore families with trusted helpers from the Philippines, Indonesia and Myanmar.",
  footerExplore: "Explore",
  footerAgency: "Agency",
  about: "About us",
  services: "Our services",
  faqs: "FAQs",
  contact: "Contact us",
  terms: "Terms of use",
  privacy: "Privacy notice",
  retry: "Retry",
  rightsReserved: "All rights reserved.",
  footerContact: "Contact",
  licence: (licenceNumber: string) => `EA Licence No. ${licenceNumber}`,
  phone: "Phone",
  whatsapp: "WhatsApp",
  whatsappCta: "Message us on WhatsApp",
  whatsappGreeting: "Hi, I'd like to find out more about hiring a helper.",
  email: "Email",
  address: "Address",
  openingHours: "Opening hours",
  home: "Home",
  mainNavigation: "Main navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  myProfile: "My profile",
  skipToContent: "Skip to main content",
  pageLoading: "Loading page",
  photoUnavailable: (name: string) => `Photo of ${name} is not available`,
  placeholderIntro:
    "This part of the site is being prepared. In the meantime, you can browse our helpers.",
  browseHelpers: "Browse helpers",
  notFoundTitle: "Page not found",
  notFoundIntro: "The page you are looking for does not exist or has moved.",
  backHome: "Back to home",
  routeErrorTitle: "Something went wrong",
  routeErrorIntro: "This page could not be shown. Reloading usually fixes it.",
  reload: "Reload page",
} as const;

export const CATALOGUE_UI_TEXTS = {
  helpersFound: (n: number) => `${n} ${n === 1 ? "helper" : "helpers"} found`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  loadingHelpers: "Loading helpers",
  loadFailed: "We could not load the helpers. Please check your connection and try again.",
  showMore: "Show more",
  perMonth: "/ month",
  yearsOld: (age: number) => `${age} yrs`,
  skillsLabel: "Skills",
} as const;
