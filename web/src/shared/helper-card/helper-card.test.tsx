import { SKILLS } from "@maids/contract/enums.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPublicMaid } from "../../testing/maid-factory.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { setViewportWidth } from "../../testing/viewport.ts";
import { HelperCard } from "./helper-card.tsx";

const EIGHT_SKILLS = [...SKILLS];

function skillIcons() {
  return within(screen.getByRole("list", { name: "Skills" })).getAllByRole("img");
}

describe("HelperCard", () => {
  it("shows the helper's name, country, age and salary, and links to the profile", () => {
    renderWithProviders(<HelperCard maid={buildPublicMaid({ id: 7, salary: 1050 })} />);

    const nameLink = screen.getByRole("link", { name: "Maricel Dela Cruz" });
    expect(nameLink).toHaveAttribute("href", "/maid/7");
    expect(screen.getByRole("heading", { name: "Maricel Dela Cruz" })).toBeInTheDocument();
    expect(screen.getByText("Philippines · 34 yrs")).toBeInTheDocument();
    expect(screen.getByText("$1,050")).toBeInTheDocument();
    expect(screen.getByText("Available")).toBeInTheDocument();
  });

  it.each([
    { type: ["Transfer", "Ex-Singapore"], badge: "Transfer" },
    { type: ["New/Fresh"], badge: "New/Fresh" },
    { type: ["Ex-Hongkong", "Ex-Taiwan"], badge: "Experienced" },
    { type: [], badge: "Experienced" },
  ])("badges a helper of types $type as $badge", ({ type, badge }) => {
    renderWithProviders(<HelperCard maid={buildPublicMaid({ type })} />);

    expect(screen.getByText(badge)).toBeInTheDocument();
  });

  it.each([
    { device: "phone", width: 390, shown: 2, more: "+6 more skills" },
    { device: "tablet", width: 768, shown: 4, more: "+4 more skills" },
    { device: "desktop", width: 1280, shown: 6, more: "+2 more skills" },
  ])("shows $shown skill icons on a $device and counts the rest", ({ width, shown, more }) => {
    setViewportWidth(width);
    renderWithProviders(<HelperCard maid={buildPublicMaid({ skills: EIGHT_SKILLS })} />);

    expect(skillIcons()).toHaveLength(shown);
    expect(screen.getByText(more)).toBeInTheDocument();
  });

  it("has no 'more skills' badge when every skill fits", () => {
    setViewportWidth(390);
    renderWithProviders(
      <HelperCard maid={buildPublicMaid({ skills: ["Cooking", "Childcare"] })} />,
    );

    expect(skillIcons().map((icon) => icon.getAttribute("aria-label"))).toEqual([
      "Cooking",
      "Childcare",
    ]);
    expect(screen.queryByText(/more skills/)).not.toBeInTheDocument();
  });

  it("keeps a loading skeleton over the photo until it has loaded", () => {
    renderWithProviders(<HelperCard maid={buildPublicMaid({ id: 12 })} />);

    const photo = screen.getByRole("img", { name: "Maricel Dela Cruz" });
    expect(photo).toHaveAttribute("src", "/api/images/ab12/card-blurred.webp");
    expect(photo.parentElement).toHaveAttribute("aria-busy", "true");

    fireEvent.load(photo);

    expect(photo.parentElement).toHaveAttribute("aria-busy", "false");
  });

  it("shows a placeholder when the photo cannot be loaded", () => {
    renderWithProviders(<HelperCard maid={buildPublicMaid()} />);

    fireEvent.error(screen.getByRole("img", { name: "Maricel Dela Cruz" }));

    expect(screen.queryByRole("img", { name: "Maricel Dela Cruz" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Photo of Maricel Dela Cruz is not available" }),
    ).toBeInTheDocument();
  });

  it("shows the placeholder straight away for a helper without a photo", () => {
    renderWithProviders(<HelperCard maid={buildPublicMaid({ imageUrl: "", imageUrls: null })} />);

    expect(
      screen.getByRole("img", { name: "Photo of Maricel Dela Cruz is not available" }),
    ).toBeInTheDocument();
  });

  it("blurs a blurred photo further and blocks its context menu", () => {
    renderWithProviders(<HelperCard maid={buildPublicMaid({ photoIsBlurred: true })} />);

    const photo = screen.getByRole("img", { name: "Maricel Dela Cruz" });
    expect(photo).toHaveStyle({ filter: "blur(12px)", transform: "scale(1.1)" });
    expect(photo).toHaveAttribute("draggable", "false");
    expect(fireEvent.contextMenu(photo)).toBe(false);
  });

  it("does not blur a clear photo", () => {
    renderWithProviders(<HelperCard maid={buildPublicMaid({ photoIsBlurred: false })} />);

    expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).not.toHaveStyle({
      filter: "blur(12px)",
    });
  });
});
