import {
  REDIRECT_AFTER_LOGIN_KEY,
  readStorage,
  removeStorage,
  writeStorage,
} from "./local-storage.ts";

/**
 * A site address to go to after signing in, or undefined when it would leave the site.
 * Accepts paths ("/Recommend?token=...") and absolute addresses on this origin.
 */
export function safeReturnAddress(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  const origin = window.location.origin;
  try {
    const url = new URL(address, origin);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return undefined;
    // "/.//host" resolves to the path "//host", which a browser reads as another site.
    if (url.pathname.startsWith("//")) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** Remembers where to come back to after signing in; by default the current address. */
export function saveReturnAddress(
  address = `${window.location.pathname}${window.location.search}${window.location.hash}`,
): void {
  writeStorage(REDIRECT_AFTER_LOGIN_KEY, address);
}

/** The stored return address, removed from storage; undefined when none (or not on this site). */
export function takeReturnAddress(): string | undefined {
  const stored = readStorage(REDIRECT_AFTER_LOGIN_KEY);
  if (stored === null) return undefined;
  removeStorage(REDIRECT_AFTER_LOGIN_KEY);
  return safeReturnAddress(stored);
}
