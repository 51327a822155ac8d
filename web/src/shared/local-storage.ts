/** Every key the web app keeps in the browser's local storage, in one place. */

/** The address to return to after signing in (exact name: docs/architecture.md#glossary). */
export const REDIRECT_AFTER_LOGIN_KEY = "redirectAfterLogin";

/** Set when the catalogue's welcome dialog was closed; cleared on authentication. */
export const WELCOME_SEEN_KEY = "welcomeSeen";

/** The language a helper chose for her own pages (en, id, tl), before her account answers. */
export const HELPER_LANGUAGE_KEY = "helperLanguage";

export type StorageKey =
  | typeof REDIRECT_AFTER_LOGIN_KEY
  | typeof WELCOME_SEEN_KEY
  | typeof HELPER_LANGUAGE_KEY;

/** Storage can be unavailable (private modes, blocked cookies); the app then works without it. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in; the flag simply does not persist.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
