import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { LegalPageView } from "./legal-page-view.tsx";

describe("LegalPageView", () => {
  it("shows the text in force as headings and paragraphs, never as markup, with its version", async () => {
    stubApi({
      "GET /api/legal/privacy": () =>
        jsonResponse({
          kind: "privacy",
          version: 2,
          body: "## Who we are\nHomeHelp SG <b>Pte Ltd</b>.\n\n## How long\nFor the permit and a year after.",
          publishedAt: "2026-11-20T02:00:00.000Z",
        }),
    });
    renderWithProviders(
      <LegalPageView kind="privacy" title="Privacy notice" intro="What we keep." />,
    );

    expect(await screen.findByRole("heading", { name: "Who we are" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "How long" })).toBeInTheDocument();
    expect(screen.getByText("HomeHelp SG <b>Pte Ltd</b>.")).toBeInTheDocument();
    expect(screen.getByText("Version 2, in force since 20 Nov 2026.")).toBeInTheDocument();
  });
});
