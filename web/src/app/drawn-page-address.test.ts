import { describe, expect, it } from "vitest";
import { drawnPageAddress } from "./drawn-page-address.ts";

const address = (url: string) => drawnPageAddress(new URL(url, "https://agency.example")).href;

describe("drawnPageAddress", () => {
  it("keeps the catalogue's filters and drops what the page does not read", () => {
    expect(
      address("/catalogue?utm_source=mail&country=Philippines,Indonesia&salaryMin=600&fbclid=x"),
    ).toBe("https://agency.example/catalogue?country=Philippines%2CIndonesia&salaryMin=600");
  });

  it("spells one filter one way: unknown values dropped, repeats merged, defaults left out", () => {
    const plain = address("/catalogue?country=Philippines");
    expect(address("/catalogue?country=Philippines&country=Narnia,Philippines")).toBe(plain);
    expect(address("/catalogue?country=Philippines&salaryMin=0&ageMax=999")).toBe(plain);
  });

  it("keeps a real 'can start by' day and drops one that is not a day", () => {
    expect(address("/catalogue?availableBy=2027-03-01&country=Myanmar")).toBe(
      "https://agency.example/catalogue?country=Myanmar&availableBy=2027-03-01",
    );
    expect(address("/catalogue?availableBy=2027-02-30&country=Myanmar")).toBe(
      address("/catalogue?country=Myanmar"),
    );
  });

  it("gives a helper's page no parameters", () => {
    expect(address("/maid/12?ref=whatsapp&country=Philippines")).toBe(
      "https://agency.example/maid/12",
    );
  });
});
