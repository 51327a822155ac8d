import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { deferredResponse, jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { ContactView } from "./contact-view.tsx";

const AGENCY = buildAgency({ address: "10 Anson Road, #12-01, Singapore 079903" });

describe("ContactView", () => {
  it("shows WhatsApp, phone, email, address and opening hours from the agency's configuration", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<ContactView title="Contact us" />);

    expect(screen.getByRole("heading", { name: "Contact us", level: 1 })).toBeInTheDocument();
    const whatsapp = await screen.findByRole("link", { name: "Chat on WhatsApp" });
    expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/6591234567?text=${encodeURIComponent("Hi, I'd like to find out more about hiring a helper.")}`,
    );
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "+65 6777 1234" })).toHaveAttribute(
      "href",
      "tel:+6567771234",
    );
    expect(screen.getByRole("link", { name: AGENCY.email })).toHaveAttribute(
      "href",
      `mailto:${AGENCY.email}`,
    );
    const visit = screen.getByRole("region", { name: "Visit us" });
    expect(within(visit).getByText(AGENCY.address)).toBeInTheDocument();
    expect(within(visit).getByText(AGENCY.openingHours)).toBeInTheDocument();
  });

  it("holds the cards' places while the details load", () => {
    const agency = deferredResponse();
    stubApi({ "GET /api/agency": () => agency.promise });
    renderWithProviders(<ContactView title="Contact us" />);

    expect(screen.getByRole("heading", { name: "Contact us", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Chat on WhatsApp" })).not.toBeInTheDocument();
  });
});
