import { describe, expect, it } from "vitest";
import { safeReturnAddress } from "./return-address.ts";

describe("safeReturnAddress", () => {
  it.each([
    ["/Recommend?token=abc", "/Recommend?token=abc"],
    ["/catalogue#top", "/catalogue#top"],
    [`${window.location.origin}/shortlisted`, "/shortlisted"],
    ["/a/../shortlisted", "/shortlisted"],
  ])("keeps %s on this site as %s", (address, kept) => {
    expect(safeReturnAddress(address)).toBe(kept);
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "javascript:alert(1)",
    "",
    null,
  ])("refuses %s, which would leave the site", (address) => {
    const kept = safeReturnAddress(address);
    expect(kept).toBeUndefined();
  });
});
