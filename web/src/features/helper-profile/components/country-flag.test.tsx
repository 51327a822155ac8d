import { COUNTRY_FLAG_CODES } from "@maids/contract/enums.ts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CountryFlag, flagCodeOf } from "./country-flag.tsx";

describe("CountryFlag", () => {
  it("shows the country's flag, named after the country, at a fixed size", () => {
    render(<CountryFlag country="Philippines" />);

    const flag = screen.getByRole("img", { name: "Philippines" });
    expect(flag).toHaveAttribute("data-flag", "ph");
    expect(flag.getAttribute("src")).toMatch(/flag-icons-ph|\/ph\.svg$/);
    expect(flag).toHaveAttribute("width", "24");
    expect(flag).toHaveAttribute("height", "18");
  });

  it("shows the 'un' flag for a country it has no flag for", () => {
    render(<CountryFlag country="Nepal" />);

    const flag = screen.getByRole("img", { name: "Nepal" });
    expect(flag).toHaveAttribute("data-flag", "un");
    expect(flag.getAttribute("src")).toMatch(/flag-icons-un|\/un\.svg$/);
  });

  it("has a flag for every country code the contract knows", () => {
    for (const [country, code] of Object.entries(COUNTRY_FLAG_CODES)) {
      expect(flagCodeOf(country)).toBe(code);
    }
  });
});
