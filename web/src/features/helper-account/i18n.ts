import {
  HELPER_LANGUAGES_OF_PAGES,
  HELPER_PROFILE_MESSAGES,
  type HelperPageLanguage,
  type HelperProfileMessageKey,
} from "@maids/contract/helper-accounts.ts";
import { createInstance, type i18n } from "i18next";
import { HELPER_LANGUAGE_KEY, readStorage, writeStorage } from "@/shared/local-storage.ts";
import { en } from "./locales/en.ts";
import { id } from "./locales/id.ts";
import { tl } from "./locales/tl.ts";

export const HELPER_RESOURCES = { en, id, tl } as const;

/** The language her browser remembers, else English. */
function rememberedLanguage(): HelperPageLanguage {
  const stored = readStorage(HELPER_LANGUAGE_KEY);
  return HELPER_LANGUAGES_OF_PAGES.find((language) => language === stored) ?? "en";
}

export function rememberLanguage(language: HelperPageLanguage) {
  writeStorage(HELPER_LANGUAGE_KEY, language);
}

/**
 * Her pages' own i18next instance (docs/decisions/0050-helper-accounts.md): the texts are bundled,
 * so it is ready at once; the families' and staff's screens never use it.
 */
export function createHelperI18n(language: HelperPageLanguage = rememberedLanguage()): i18n {
  const instance = createInstance();
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(HELPER_RESOURCES).map(([code, texts]) => [code, { translation: texts }]),
    ),
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const RULE_KEYS = Object.fromEntries(
  Object.entries(HELPER_PROFILE_MESSAGES).map(([key, message]) => [message, key]),
) as Record<string, HelperProfileMessageKey>;

/** The translation key of a rule's English message from the server or the contract, if it has one. */
export function ruleKey(message: string): string | null {
  const key = RULE_KEYS[message];
  return key ? `rules.${key}` : null;
}
