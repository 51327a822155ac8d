/** The Settings screen's texts; the staff fields' labels and messages come from contract/src/staff.ts. */
export const SETTINGS_TEXTS = {
  intro: "The agency's details and its staff.",
  agency: {
    title: "Agency details",
    hint: "Set in the server's configuration (AGENCY_*); ask whoever runs the server to change them.",
    name: "Name",
    licenceNumber: "EA licence number",
    phone: "Phone",
    whatsappNumber: "WhatsApp",
    email: "Email",
    address: "Address",
    openingHours: "Opening hours",
    loadFailed: "The agency's details could not be loaded.",
  },
  staff: {
    title: "Staff",
    hint: "Every staff member is an administrator: they sign in at /system-access and may own placement cases.",
    count: (count: number) => `${count} ${count === 1 ? "staff member" : "staff members"}`,
    add: "Add staff member",
    columns: {
      name: "Name",
      email: "Email",
      eaRegistrationNumber: "EA registration no.",
      phone: "Mobile (WhatsApp)",
      actions: "Actions",
    },
    notGiven: "Not given",
    edit: (name: string) => `Edit ${name}`,
    empty: "No staff members yet",
    loadFailed: "The staff could not be loaded.",
  },
  form: {
    addTitle: "Add staff member",
    editTitle: "Edit staff member",
    passwordHint:
      "At least 8 characters with a lowercase letter, an uppercase letter and a number.",
    save: "Save",
    cancel: "Cancel",
    added: (name: string) => `${name} added. They can sign in at /system-access.`,
    saved: (name: string) => `${name} saved.`,
    failed: "The staff member could not be saved. Please try again.",
  },
} as const;
