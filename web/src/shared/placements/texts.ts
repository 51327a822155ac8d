/** Texts of opening a placement case, from the customer and helper screens and the dashboard. */
export const OPEN_CASE_TEXTS = {
  openCase: "Open placement case",
  openCaseFor: (name: string) => `Open placement case for ${name}`,
  opening: "Opening...",
  dialogTitle: (helper: string) => `Open a placement case for ${helper}`,
  dialogIntro: "Choose the family this helper would be placed with.",
  customerLabel: "Customer",
  customersLoading: "Loading customers...",
  customersFailed: "Could not load the customers. Please try again.",
  noCustomers: "No customer matches",
  chooseCustomer: "Choose a customer first.",
  cancel: "Cancel",
  failed: "Could not open the case. Please try again.",
} as const;
