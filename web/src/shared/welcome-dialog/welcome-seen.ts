import { readStorage, removeStorage, WELCOME_SEEN_KEY, writeStorage } from "../local-storage.ts";

export function hasSeenWelcome(): boolean {
  return readStorage(WELCOME_SEEN_KEY) !== null;
}

export function markWelcomeSeen(): void {
  writeStorage(WELCOME_SEEN_KEY, "true");
}

export function forgetWelcomeSeen(): void {
  removeStorage(WELCOME_SEEN_KEY);
}
