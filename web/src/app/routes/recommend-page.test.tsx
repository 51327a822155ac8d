import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { buildHelpers } from "@/testing/helper-factory.ts";
import { renderApp } from "@/testing/render.tsx";

describe("recommend page", () => {
  it("opens a share link under its title", async () => {
    stubApi({ "POST /api/user/recommended/abc123": () => jsonResponse(buildHelpers(2)) });
    renderApp("/Recommend?token=abc123");

    expect(
      await screen.findByRole("heading", { name: RECOMMEND_TEXTS.title, level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText("2 helpers")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${RECOMMEND_TEXTS.title} | HomeHelp SG`));
  });
});
