import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render.tsx";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { Testimonials } from "./testimonials.tsx";

const STORIES = HOME_PAGE_TEXTS.testimonials;

/** The one slide a visitor (and assistive technology) can see. */
function currentSlide() {
  const [slide, ...others] = screen.getAllByRole("group", { name: /^\d of \d$/ });
  expect(others).toHaveLength(0);
  return slide as HTMLElement;
}

describe("Testimonials", () => {
  it("shows one story at a time with an 'N of M' indicator", () => {
    renderWithProviders(<Testimonials />);

    expect(screen.getByRole("heading", { name: HOME_PAGE_TEXTS.testimonialsTitle })).toBeVisible();
    expect(screen.getByText(`1 of ${STORIES.length}`)).toBeInTheDocument();
    expect(currentSlide()).toHaveAccessibleName(`1 of ${STORIES.length}`);
    expect(within(currentSlide()).getByText(STORIES[0].quote)).toBeInTheDocument();
  });

  it("steps forward and wraps from the last story to the first", async () => {
    renderWithProviders(<Testimonials />);
    const next = screen.getByRole("button", { name: "Next testimonial" });

    await userEvent.click(next);
    expect(screen.getByText(`2 of ${STORIES.length}`)).toBeInTheDocument();
    expect(within(currentSlide()).getByText(STORIES[1].quote)).toBeInTheDocument();

    for (let step = 2; step < STORIES.length; step += 1) await userEvent.click(next);
    expect(screen.getByText(`${STORIES.length} of ${STORIES.length}`)).toBeInTheDocument();

    await userEvent.click(next);
    expect(screen.getByText(`1 of ${STORIES.length}`)).toBeInTheDocument();
    expect(within(currentSlide()).getByText(STORIES[0].quote)).toBeInTheDocument();
  });

  it("steps back from the first story to the last", async () => {
    renderWithProviders(<Testimonials />);

    await userEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));

    expect(screen.getByText(`${STORIES.length} of ${STORIES.length}`)).toBeInTheDocument();
    expect(within(currentSlide()).getByText(STORIES[4].quote)).toBeInTheDocument();
  });

  it("turns with the keyboard: Enter on the buttons, arrow keys, Home and End", async () => {
    renderWithProviders(<Testimonials />);
    const next = screen.getByRole("button", { name: "Next testimonial" });

    next.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText(`2 of ${STORIES.length}`)).toBeInTheDocument();

    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText(`3 of ${STORIES.length}`)).toBeInTheDocument();

    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(screen.getByText(`${STORIES.length} of ${STORIES.length}`)).toBeInTheDocument();

    await userEvent.keyboard("{Home}");
    expect(screen.getByText(`1 of ${STORIES.length}`)).toBeInTheDocument();
    await userEvent.keyboard("{End}");
    expect(screen.getByText(`${STORIES.length} of ${STORIES.length}`)).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it("uses first names only", () => {
    for (const story of STORIES) expect(story.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
  });
});
