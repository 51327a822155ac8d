import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { AboutView } from "./about-view.tsx";
import { ServicesView } from "./services-view.tsx";

const AGENCY = buildAgency();

describe("AboutView", () => {
  it("introduces the configured agency with its EA licence number", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<AboutView title="About us" />);

    expect(screen.getByRole("heading", { name: "About us", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^Harbour Helpers helps Singapore families/)).toBeVisible();
    expect(screen.getByText(/EA Licence No\. 24C9876/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });
});

describe("ServicesView", () => {
  it("lists what the one package includes and what an employer pays", () => {
    stubApi({});
    renderWithProviders(<ServicesView title="Our services" />);

    expect(screen.getByRole("heading", { name: "Our services", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Support after deployment" })).toBeInTheDocument();
    expect(screen.getByText("No agency service fee.")).toBeInTheDocument();
  });
});
