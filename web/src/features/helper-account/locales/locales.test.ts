import { HELPER_PROFILE_MESSAGES } from "@maids/contract/helper-accounts.ts";
import { describe, expect, it } from "vitest";
import { createHelperI18n, HELPER_RESOURCES } from "../i18n.ts";

/** Every key path of a texts object, leaves only. */
function keyPaths(texts: object, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe("her pages' translations", () => {
  it("have every English key in Bahasa Indonesia and Tagalog, and no other, each not empty", () => {
    const english = keyPaths(HELPER_RESOURCES.en).sort();
    for (const [language, texts] of Object.entries(HELPER_RESOURCES)) {
      expect(keyPaths(texts).sort(), language).toEqual(english);
      for (const path of keyPaths(texts)) {
        const text = path
          .split(".")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts);
        expect(String(text).trim(), `${language}: ${path}`).not.toBe("");
      }
    }
  });

  it("translate every rule of her profile, the English one word for word", () => {
    for (const [key, message] of Object.entries(HELPER_PROFILE_MESSAGES)) {
      expect(HELPER_RESOURCES.en.rules[key as keyof typeof HELPER_RESOURCES.en.rules]).toBe(
        message,
      );
      expect(HELPER_RESOURCES.id.rules).toHaveProperty(key);
      expect(HELPER_RESOURCES.tl.rules).toHaveProperty(key);
    }
    expect(Object.keys(HELPER_RESOURCES.en.rules).sort()).toEqual(
      Object.keys(HELPER_PROFILE_MESSAGES).sort(),
    );
  });

  it("fills in variables in each language", () => {
    const i18n = createHelperI18n("tl");
    expect(i18n.t("profile.job", { n: 2 })).toBe("Trabaho 2");
    i18n.changeLanguage("id");
    expect(i18n.t("interviews.family", { name: "Wei Ling" })).toBe("Keluarga: Wei Ling");
  });
});
