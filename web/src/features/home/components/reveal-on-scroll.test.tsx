import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "@/testing/intersection-observer.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { RevealOnScroll } from "./reveal-on-scroll.tsx";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const section = () => screen.getByText("Our promises").parentElement;

describe("RevealOnScroll", () => {
  it("fades a section in once it scrolls into view", () => {
    stubReducedMotion(false);
    const scrollIntoView = stubIntersectionObserver();
    renderWithProviders(
      <RevealOnScroll>
        <p>Our promises</p>
      </RevealOnScroll>,
    );

    expect(section()).toHaveAttribute("data-revealed", "false");
    scrollIntoView();
    expect(section()).toHaveAttribute("data-revealed", "true");
  });

  it("shows everything at once to visitors who ask for reduced motion", () => {
    stubReducedMotion(true);
    stubIntersectionObserver();
    renderWithProviders(
      <RevealOnScroll>
        <p>Our promises</p>
      </RevealOnScroll>,
    );

    expect(section()).toHaveAttribute("data-revealed", "true");
  });

  it("never hides content where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderWithProviders(
      <RevealOnScroll>
        <p>Our promises</p>
      </RevealOnScroll>,
    );

    expect(section()).toHaveAttribute("data-revealed", "true");
  });
});
