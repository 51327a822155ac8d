import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { LegalTextsEditor } from "./legal-texts-editor.tsx";

const text = (kind: string, version: number, body: string) => ({
  kind,
  version,
  body,
  publishedAt: "2026-11-01T02:00:00.000Z",
});

describe("LegalTextsEditor", () => {
  it("publishes a new version of the text shown, based on its version", async () => {
    const fetchSpy = stubApi({
      "GET /api/legal/terms": () =>
        jsonResponse(text("terms", 1, "## Using this website\nOld words.")),
      "GET /api/legal/privacy": () => jsonResponse(text("privacy", 4, "Privacy words.")),
      "PUT /api/admin/legal-texts/privacy": ({ body }) =>
        jsonResponse(text("privacy", 5, (body as { body: string }).body)),
    });
    renderWithProviders(<LegalTextsEditor />);
    const user = userEvent.setup();

    expect(await screen.findByLabelText("Terms of use")).toHaveValue(
      "## Using this website\nOld words.",
    );
    expect(screen.getByRole("button", { name: "Publish new version" })).toBeDisabled();
    await user.click(screen.getByRole("tab", { name: "Privacy notice" }));
    const field = await screen.findByLabelText("Privacy notice");
    await user.clear(field);
    await user.type(field, "Our own privacy notice, reviewed by our lawyer.");
    await user.click(screen.getByRole("button", { name: "Publish new version" }));

    expect(await screen.findByText("Version 5 published.")).toBeInTheDocument();
    expect(screen.getByText(/Version 5 in force/)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "PUT /api/admin/legal-texts/privacy")[0]?.body).toEqual({
      body: "Our own privacy notice, reviewed by our lawyer.",
      basedOnVersion: 4,
    });
  });

  it("after a clash, says so and shows the version another owner published", async () => {
    let reads = 0;
    stubApi({
      "GET /api/legal/terms": () => {
        reads += 1;
        return jsonResponse(
          text("terms", reads, reads === 1 ? "First words." : "Another owner's words."),
        );
      },
      "PUT /api/admin/legal-texts/terms": () =>
        apiErrorResponse(
          409,
          "Someone published another version of this text meanwhile.",
          "stale_version",
        ),
    });
    renderWithProviders(<LegalTextsEditor />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Terms of use");
    await user.type(field, " Mine.");
    await user.click(screen.getByRole("button", { name: "Publish new version" }));

    expect(await screen.findByText(/Someone published another version/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Terms of use")).toHaveValue("Another owner's words."),
    );
  });
});
