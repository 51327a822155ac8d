/** Texts of the administrators' frame beyond contract/src/messages.ts. */
export const ADMIN_LAYOUT_TEXTS = {
  adminMenu: "Admin menu",
  money: "Money",
  helperSignups: "Helper sign-ups",
  openMenu: "Open admin menu",
  closeMenu: "Close admin menu",
  comingSoon: "Coming soon",
  adminBadge: "Admin",
  loggingOut: "Logging out...",
  notAllowed: (role: string) =>
    `Your role${role ? ` (${role})` : ""} does not include this screen. Ask the agency's owner if you need it.`,
} as const;
