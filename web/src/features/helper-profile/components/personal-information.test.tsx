import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildCustomerHelper } from "../testing/customer-helper-factory.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { PersonalInformation } from "./personal-information.tsx";

/** The personal information of a helper with these fields, drawn at this moment (UTC). */
function renderAt(now: string, overrides: Parameters<typeof buildCustomerHelper>[0]) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
  renderWithProviders(<PersonalInformation maid={buildCustomerHelper(overrides)} />);
  return within(screen.getByRole("region", { name: HELPER_PROFILE_TEXTS.personalInformation }));
}

/** The value of the start-date fact, or null when there is none. */
function startDate(section: ReturnType<typeof renderAt>): string | null {
  const label = section.queryByText(PROFILE_UI_TEXTS.startDate);
  return label?.nextElementSibling?.textContent ?? null;
}

describe("PersonalInformation: when she can start", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'Available from' with the day in full while it is still to come in Singapore", () => {
    const section = renderAt("2026-12-14T15:59:00Z", { availableFrom: "2026-12-15" });
    expect(startDate(section)).toBe(PROFILE_UI_TEXTS.availableFrom("15 December 2026"));
  });

  it("says 'Available now' from that day on (midnight in Singapore)", () => {
    expect(startDate(renderAt("2026-12-14T16:00:00Z", { availableFrom: "2026-12-15" }))).toBe(
      PROFILE_UI_TEXTS.availableNow,
    );
  });

  it("says 'Available now' for a helper without a day", () => {
    expect(startDate(renderAt("2026-12-01T00:00:00Z", { availableFrom: null }))).toBe(
      PROFILE_UI_TEXTS.availableNow,
    );
  });

  it("gives an employed helper's day still to come", () => {
    const employed = { isEmployed: true, availableFrom: "2027-01-04" };
    expect(startDate(renderAt("2026-12-01T00:00:00Z", employed))).toBe(
      PROFILE_UI_TEXTS.availableFrom("4 January 2027"),
    );
  });

  it("shows no start date for an employed helper without a day to come", () => {
    const section = renderAt("2026-12-01T00:00:00Z", { isEmployed: true, availableFrom: null });
    expect(startDate(section)).toBeNull();
    expect(section.queryByText(PROFILE_UI_TEXTS.availableNow)).not.toBeInTheDocument();
  });
});
