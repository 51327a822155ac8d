import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { deferredResponse, jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { SiteFooter } from "./site-footer.tsx";

const AGENCY = buildAgency({ address: "10 Anson Road, #12-01, Singapore 079903" });

describe("SiteFooter", () => {
  it("names the configured agency with its EA licence number and contact details", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<SiteFooter />);

    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByText("EA Licence No. 24C9876")).toBeInTheDocument();
    expect(within(footer).getAllByText(/Harbour Helpers/)).not.toHaveLength(0);
    expect(within(footer).getByRole("link", { name: AGENCY.phone })).toHaveAttribute(
      "href",
      "tel:+6567771234",
    );
    expect(within(footer).getByRole("link", { name: AGENCY.email })).toHaveAttribute(
      "href",
      `mailto:${AGENCY.email}`,
    );
    expect(within(footer).getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/6591234567\?text=/),
    );
    expect(within(footer).getByText(AGENCY.address)).toBeInTheDocument();
    expect(within(footer).getByText(AGENCY.openingHours)).toBeInTheDocument();
    expect(within(footer).queryByText(/HomeHelp SG/)).not.toBeInTheDocument();
  });

  it("links the site's pages", () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<SiteFooter />);

    const agencyLinks = screen.getByRole("navigation", { name: "Agency" });
    expect(
      within(agencyLinks)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["About us", "/about"],
      ["Our services", "/services"],
      ["FAQs", "/faqs"],
      ["Contact us", "/contact"],
      ["Terms of use", "/terms"],
      ["Privacy notice", "/privacy"],
    ]);
    expect(
      within(screen.getByRole("navigation", { name: "Explore" })).getByRole("link", {
        name: "Search",
      }),
    ).toHaveAttribute("href", "/catalogue");
  });

  it("keeps its layout with placeholders until the agency's details arrive", () => {
    const agency = deferredResponse();
    stubApi({ "GET /api/agency": () => agency.promise });
    renderWithProviders(<SiteFooter />);

    expect(screen.queryByText(/EA Licence No\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/HomeHelp SG/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact" })).toBeInTheDocument();
  });
});
