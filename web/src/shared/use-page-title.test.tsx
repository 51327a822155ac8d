import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { SITE_TEXTS } from "./site-texts.ts";
import { usePageTitle } from "./use-page-title.ts";

const AGENCY = buildAgency();

function Page({ title, description }: { title?: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}

function TwoPages() {
  const [page, setPage] = useState("faqs");
  return (
    <>
      <button type="button" onClick={() => setPage("contact")}>
        Contact us
      </button>
      {page === "faqs" ? (
        <Page title="FAQs" description="Answers." />
      ) : (
        <Page title="Contact us" description="Reach us." />
      )}
    </>
  );
}

const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("usePageTitle", () => {
  it("titles the page with the configured agency name and sets its meta description", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<Page title="About us" description="Who we are." />);

    await waitFor(() => expect(document.title).toBe("About us | Harbour Helpers"));
    expect(metaDescription()).toBe("Who we are.");
  });

  it("gives the landing page the agency's name and tagline, and the site's description by default", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<Page />);

    await waitFor(() =>
      expect(document.title).toBe("Harbour Helpers · The most affordable maid agency in Singapore"),
    );
    expect(metaDescription()).toBe(SITE_TEXTS.siteDescription);
  });

  it("replaces the description when another page takes over", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderWithProviders(<TwoPages />);
    await waitFor(() => expect(metaDescription()).toBe("Answers."));

    await userEvent.click(screen.getByRole("button", { name: "Contact us" }));

    await waitFor(() => expect(document.title).toBe("Contact us | Harbour Helpers"));
    expect(metaDescription()).toBe("Reach us.");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
