/** Every user-visible text the product fixes, letter for letter (docs/product.md#texts-and-limits). */

export const NAV_TEXTS = {
  search: "Search",
  shortlisted: "Shortlisted",
  pricing: "Pricing",
  recommendation: "Recommendation",
  signIn: "Sign in",
  signUp: "Sign up",
  signOut: "Sign out",
  findAHelper: "FIND A HELPER",
} as const;

export const LOGIN_TEXTS = {
  heading: "Welcome Back",
  intro: "Welcome to the product. Please enter your Email and Password below.",
  submit: "Sign In",
  forgotPassword: "Forgot your password?",
  resetTitle: "Reset Password",
  resetIntro: "Enter your email address and we'll send you a link to reset your password.",
  resetCancel: "Cancel",
  resetSubmit: "Send Reset Link",
  resetSending: "Sending...",
  resetSent: "Reset password link has been sent to your email",
} as const;

export const LOGIN_ERRORS = {
  failed: "Login failed. Please try again.",
  exception: "An error occurred. Please try again.",
  resetNeedsEmail: "Please enter your email address first.",
  forgotFailedPrefix: "Failed to send reset email: ",
  forgotException: "Failed to send reset email due to server error.",
} as const;

export const SIGNUP_TEXTS = {
  creating: "Creating Account...",
  createdPleaseLogIn: "Account created successfully! Please log in.",
} as const;

export const SIGNUP_ERRORS = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  passwordsDoNotMatch: "Passwords do not match",
  termsRequired: "You must agree to the terms and conditions",
  failed: "Something went wrong during signup. Please try again.",
  network: "Network error. Please check your connection and try again.",
} as const;

export const RESET_PASSWORD_ERRORS = {
  tooShort: "Password must be at least 8 characters long",
  needsLowercase: "Password must contain at least one lowercase letter",
  needsUppercase: "Password must contain at least one uppercase letter",
  needsNumber: "Password must contain at least one number",
  newRequired: "New password is required",
  confirmRequired: "Please confirm your password",
  doNotMatch: "Passwords do not match",
  failedPrefix: "Failed to reset password: ",
  serverError: "Failed to reset password due to server error.",
  invalidLink:
    "This password reset link is invalid or has expired. Please request a new password reset.",
} as const;

export const RESET_PASSWORD_TEXTS = {
  invalidTitle: "Invalid Reset Link",
  backToLogin: "Back to Login",
  goToLoginNow: "Go to Login Now",
  strength: { weak: "Weak", fair: "Fair", good: "Good", strong: "Strong" },
} as const;

export const ADMIN_LOGIN_TEXTS = {
  title: "System Access",
  submit: "Access System",
  busy: "Accessing...",
} as const;

export const CATALOGUE_TEXTS = {
  refineSearch: "Refine Search",
  availableHelpers: "Available Maids",
  emptyTitle: "No maids found",
  emptyHint: "Try adjusting your filters to see more results",
  resetWelcome: "Reset Welcome",
  clearAll: "Clear All",
  moreSkills: (n: number) => `+${n} more skills`,
  transfer: "Transfer",
  newFresh: "New/Fresh",
  experienced: "Experienced",
} as const;

export const WELCOME_TEXTS = {
  title: "Welcome to Maid Catalogue",
  continueBrowsing: "Continue Browsing",
  createAccount: "Create Account",
  signIn: "Sign In",
} as const;

export const HELPER_PROFILE_TEXTS = {
  title: "Maid Profile Details",
  loading: "Loading...",
  notFound: "Maid not found",
  backToSearch: "Back to Search",
  loginToViewFull: "Login to View Full Profile",
  signUp: "Sign Up",
  requestInterview: "Request Interview",
  notSpecified: "Not specified",
  about: "About",
  quickFacts: "Quick Facts",
  personalInformation: "Personal Information",
  languageProficiency: "Language Proficiency",
  employmentHistory: "Employment History",
  workPreferences: "Work Preferences",
  basicRating: "Basic",
  noEmploymentHistory: "No employment history recorded.",
} as const;

export const SHORTLIST_TEXTS = {
  title: "My Shortlisted Maids",
  empty: "No shortlisted maids yet",
} as const;

export const RECOMMEND_TEXTS = {
  title: "Recommended Maids",
  empty: "No recommendations available",
  emptySignedIn: "Please contact an administrator to create recommendations for you.",
  emptyAnonymous: "Complete your profile preferences to get personalized recommendations",
  promptTitle: "View Clear Images",
  promptSignIn: "Sign In",
  promptCreateAccount: "Create Account",
  promptContinue: "Continue with Blurred Images",
} as const;

export const HOME_TEXTS = {
  faqTitle: "Frequently Asked Questions",
  topHelpersFailed: "Failed to load helpers. Please try again later.",
  tryAgain: "Try Again",
} as const;

export const ADMIN_TEXTS = {
  searchPlaceholder: "Search maid name or ID",
  maidsCount: (n: number) => `Maids Count: (${n})`,
  addHelper: "Add Maid",
  selectToRecommend: "Select to recommend",
  noHelperSelected: "No maid selected in the list",
  photoHint: "PNG, JPG, GIF up to 5MB",
  creating: "Creating...",
  createHelper: "Create Maid",
  updating: "Updating...",
  saveChanges: "Save Changes",
  deleting: "Deleting...",
  copyLink: "Copy Link",
  close: "Close",
  customerManagement: "Customer Management",
} as const;

export const ADMIN_MENU = {
  dashboard: "Dashboard",
  helperManagement: "Maid Management",
  usersManagement: "Users Management",
  suppliers: "Suppliers",
  auditTrail: "Audit trail",
  settings: "Settings",
  logOut: "Log Out",
} as const;

export const ADMIN_HELPER_TABLE_COLUMNS = [
  "Supplier",
  "Photo",
  "Name",
  "Nationality",
  "Salary",
  "Religion",
  "Age/W/H",
  "Marital/Children",
  "Availability",
  "Recommend",
  "Delete",
] as const;

export const ADD_HELPER_SECTIONS = {
  photoUpload: "Photo Upload",
  basicInformation: "Basic Information",
  physicalInformation: "Physical Information",
  skillsAndLanguages: "Skills & Languages",
  additionalDetails: "Additional Details",
  employmentHistory: "Employment History",
  active: "Active",
  currentlyEmployed: "Currently Employed",
  cancel: "Cancel",
} as const;

export const EDIT_HELPER_TABS = {
  basicInfo: "Basic Info",
  skillsAndLanguages: "Skills & Languages",
  additionalDetails: "Additional Details",
  employmentHistory: "Employment History",
} as const;

export const CUSTOMER_MANAGEMENT_TEXTS = {
  columns: ["ID", "Name", "Email", "Favorites", "Recommendations", "View Details"],
  favoritesTab: "Favorites",
  recommendationsTab: "Recommendations",
  addHelper: "add maid",
  previous: "Previous",
  next: "Next",
  logOut: "Log Out",
  viewDetails: "View Details",
} as const;

export const ADMIN_MESSAGES = {
  helperWithdrewConsent:
    "She withdrew her consent to be shown to families from her own account; she cannot be published.",
  helperChangedMeanwhile:
    "Someone else changed her while you were editing, so your changes are not saved yet.",
  notAnImage: "Please select an image file",
  imageTooLarge: "Image size must be less than 5MB",
  createSuccess: "Maid added successfully!",
  createFailed: (message: string) => `Error adding maid: ${message}`,
  createFailedFallback: "Failed to add maid",
  updateSuccess: "Maid updated successfully!",
  updateFailed: "Error updating maid. Please try again.",
  deleteConfirm: "Are you sure you want to delete this maid?",
  deleteTitle: "Delete Maid",
  deleteWarning: "This action cannot be undone.",
  deleteSuccess: "Maid deleted successfully!",
  deleteFailed: "Error deleting maid",
  linkFailed: "Failed to Generate link",
  linkError: "Error Generate link. Please try again.",
  usersFailed: "Failed to load users",
  noFavorites: "No favorites yet",
  noRecommendations: "No recommendations yet",
} as const;

/** Messages the API itself answers with. */
export const API_MESSAGES = {
  helperNotFound: "Maid not found",
  notAvailableForInterview:
    "She is not available for interviews at the moment. Ask us about her on WhatsApp instead.",
  notFound: "Not found",
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  internal: "Something went wrong on our side. Please try again later.",
  invalidRequest: "The request is invalid.",
  authenticationRequired: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  requirementsForFamilies: "Requirements are kept for families' accounts only.",
  imageRequired: "Choose a photo to upload.",
  interviewRequestNotFound: "This interview request is not for you.",
  dataRequestNotFound: "No such data request.",
  metricsTokenRequired:
    "The metrics need the operator's token: Authorization: Bearer <METRICS_TOKEN>.",
  metricsUnavailable: "The metrics could not be gathered in time. Please try again.",
  imageNotFound: "Image not found",
  signedIn: "Signed in successfully.",
  invalidCredentials: "Invalid email or password.",
  accountDeactivated:
    "This staff account has been deactivated. Ask the agency's owner if you need access again.",
  signedOut: "Signed out.",
  accountCreated: "Account created.",
  resetLinkSent: "Reset password link has been sent to your email",
  passwordReset: "Your password has been reset. Please sign in with your new password.",
  invalidResetLink: "This password reset link is invalid or has expired.",
  shareLinkNotFound: "This recommendation link is not valid. Please ask the agency for a new one.",
  shareLinkExpired: "This recommendation link has expired. Please ask the agency for a new one.",
  shareLinkRevoked:
    "This recommendation link is no longer active. Please ask the agency for a new one.",
  databaseUnavailable:
    "The service is temporarily unavailable: its database cannot be reached. Please try again in a moment.",
  photoStoreUnavailable:
    "The photo cannot be shown right now: the server cannot reach its photo store. Please try again in a moment.",
  photoNotStored:
    "The photo could not be stored on the server, so nothing was saved. Please try again later; if it happens again, tell the site's administrator.",
  dataNotJson: "data must be JSON text",
  customerNotFound: "Customer not found",
  linkNotFound: "Link not found",
  unknownHelperIds: (ids: number[]) => `Unknown helper ids: ${ids.join(", ")}`,
  biodataPdfBusy:
    "Many biodata PDFs are being prepared right now. Please try again in a few seconds.",
  biodataPdfsInProgress:
    "Your other biodata PDFs are still being prepared. Please wait for them, then try again.",
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
} as const;

/** Texts of the account screens beyond the fixed ones above (labels, hints, links, screen states). */
export const AUTH_UI_TEXTS = {
  emailLabel: "Email",
  passwordLabel: "Password",
  nameLabel: "Name",
  confirmPasswordLabel: "Confirm Password",
  newPasswordLabel: "New Password",
  resetEmailLabel: "Email Address",
  showPassword: "Show password",
  hidePassword: "Hide password",
  showConfirmPassword: "Show confirm password",
  hideConfirmPassword: "Hide confirm password",
  closeDialog: "Close",
  noAccount: "Don't have an account?",
  signUpLink: "Create an account",
  haveAccount: "Already have an account?",
  signInLink: "Log in",
  signupTitle: "Create Account",
  signupIntro:
    "Create a free account to see helpers' full profiles, save favourites and contact us.",
  signupSubmit: "Create Account",
  accountTypeLabel: "I am joining as",
  employer: "Employer",
  employerHint: "I want to hire a helper",
  helper: "Helper",
  helperHint: "I am looking for work",
  termsLabel: "I agree to the terms and conditions",
  resetPageTitle: "Reset Password",
  resetPageIntro: "Choose a new password for your account.",
  resetPasswordHint: "At least 8 characters, with upper and lower case letters and a number.",
  resetSubmit: "Reset Password",
  resetBusy: "Resetting...",
  strengthLabel: "Password strength",
  successTitle: "Password Reset Successful",
  successText: (seconds: number) =>
    `Your password has been changed. You will be taken to the sign-in page in ${seconds} seconds.`,
  adminIntro: "Administrator sign-in. Please enter your Email and Password below.",
} as const;
