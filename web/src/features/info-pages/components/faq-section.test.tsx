import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render.tsx";
import { FAQ_LEFT_COLUMN, FAQ_RIGHT_COLUMN } from "../faq-content.ts";
import { FaqSection } from "./faq-section.tsx";

const column = (name: string) => screen.getByRole("list", { name });
const questionsIn = (list: HTMLElement) => within(list).getAllByRole("button");
const expanded = (list: HTMLElement) =>
  questionsIn(list).filter((button) => button.getAttribute("aria-expanded") === "true");

describe("FaqSection", () => {
  it("asks 8 questions on the left and 7 on the right, all closed at first", () => {
    renderWithProviders(<FaqSection />);

    expect(
      screen.getByRole("heading", { name: "Frequently Asked Questions", level: 2 }),
    ).toBeInTheDocument();
    const left = column("General questions");
    const right = column("Rules and situations");
    expect(questionsIn(left).map((button) => button.textContent)).toEqual(
      FAQ_LEFT_COLUMN.map((item) => item.question),
    );
    expect(questionsIn(left)).toHaveLength(8);
    expect(questionsIn(right)).toHaveLength(7);
    expect([...expanded(left), ...expanded(right)]).toHaveLength(0);
  });

  it("keeps one question open per column", async () => {
    renderWithProviders(<FaqSection />);
    const left = column("General questions");
    const right = column("Rules and situations");
    const [firstLeft, secondLeft] = questionsIn(left) as [HTMLElement, HTMLElement];
    const [firstRight] = questionsIn(right) as [HTMLElement];

    await userEvent.click(firstLeft);
    expect(expanded(left)).toEqual([firstLeft]);
    expect(screen.getByRole("region", { name: firstLeft.textContent ?? "" })).toHaveTextContent(
      "We do not charge employers a service fee.",
    );

    await userEvent.click(firstRight);
    expect(expanded(left)).toEqual([firstLeft]);
    expect(expanded(right)).toEqual([firstRight]);

    await userEvent.click(secondLeft);
    expect(expanded(left)).toEqual([secondLeft]);
    expect(expanded(right)).toEqual([firstRight]);

    await userEvent.click(secondLeft);
    expect(expanded(left)).toEqual([]);
  });

  it("opens and closes a question from the keyboard", async () => {
    renderWithProviders(<FaqSection />);
    const [first] = questionsIn(column("Rules and situations")) as [HTMLElement];

    first.focus();
    await userEvent.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(first).toHaveAttribute("aria-expanded", "false");
  });

  it("is the page's main heading on the FAQ page, with its questions as h2", () => {
    renderWithProviders(<FaqSection headingLevel="h1" />);

    expect(
      screen.getByRole("heading", { name: "Frequently Asked Questions", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(15);
  });
});

describe("FAQ content", () => {
  const everything = [...FAQ_LEFT_COLUMN, ...FAQ_RIGHT_COLUMN]
    .flatMap((item) => [item.question, ...item.answer])
    .join(" ");

  it("gives the salary ranges, the security bond and the hiring time the agency states", () => {
    for (const fact of [
      "$600 and $750",
      "$650 and $800",
      "$580 and $700",
      "$5,000 security bond",
      "four to eight weeks",
    ]) {
      expect(everything).toContain(fact);
    }
  });

  it("keeps to MOM's advertising guidance", () => {
    expect(everything).not.toMatch(
      /free replacement|\bbuy (a|your) (maid|helper)|\bstock\b|discount|cheap maid/i,
    );
  });
});
