import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECOMMEND_PROMPT_DELAY_MS } from "@/shared/ui-limits.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { buildHelpers } from "@/testing/helper-factory.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { RecommendationsView } from "./recommendations-view.tsx";

const SHARE_ADDRESS = "/Recommend?token=abc123";

function renderSharedLink({ signedIn = false, helpers = 3 } = {}) {
  stubApi({
    ...(signedIn && { "GET /api/auth/session": () => profileResponse() }),
    "POST /api/user/recommended/abc123": () => jsonResponse(buildHelpers(helpers)),
  });
  return renderRoute(<RecommendationsView />, { path: "/Recommend", at: SHARE_ADDRESS });
}

async function helpersShown(count: number) {
  await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(count));
}

async function waitMs(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function user() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function openPrompt() {
  renderSharedLink();
  await helpersShown(3);
  await waitMs(RECOMMEND_PROMPT_DELAY_MS);
  return screen.findByRole("dialog", { name: RECOMMEND_TEXTS.promptTitle });
}

describe("the 'View Clear Images' prompt", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens one second after an anonymous visitor's shared helpers have loaded", async () => {
    renderSharedLink();
    await helpersShown(3);

    await waitMs(RECOMMEND_PROMPT_DELAY_MS - 300);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await waitMs(300);
    const dialog = await screen.findByRole("dialog", { name: RECOMMEND_TEXTS.promptTitle });
    expect(dialog).toHaveTextContent(/Sign in or create a free account/);
    expect(dialog).toHaveTextContent(/Clear photos/);
    expect(within(dialog).getByRole("link", { name: RECOMMEND_TEXTS.promptSignIn })).toBeVisible();
    expect(
      within(dialog).getByRole("link", { name: RECOMMEND_TEXTS.promptCreateAccount }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole("button", { name: RECOMMEND_TEXTS.promptContinue }),
    ).toBeVisible();
  });

  it("is not offered to a signed-in customer", async () => {
    renderSharedLink({ signedIn: true });
    await helpersShown(3);

    await waitMs(RECOMMEND_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is not offered when the link has no helpers", async () => {
    renderSharedLink({ helpers: 0 });
    expect(await screen.findByText(RECOMMEND_TEXTS.emptyAnonymous)).toBeInTheDocument();

    await waitMs(RECOMMEND_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is not offered without a share link", async () => {
    stubApi({});
    renderRoute(<RecommendationsView />, { path: "/Recommend" });
    expect(await screen.findByText(RECOMMEND_TEXTS.emptyAnonymous)).toBeInTheDocument();

    await waitMs(RECOMMEND_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each([
    { button: RECOMMEND_TEXTS.promptSignIn, destination: "/login" },
    { button: RECOMMEND_TEXTS.promptCreateAccount, destination: "/signup" },
  ])(
    "remembers the link and goes to $destination on '$button'",
    async ({ button, destination }) => {
      const dialog = await openPrompt();

      await user().click(within(dialog).getByRole("link", { name: button }));

      expect(await navigatedTo()).toBe(destination);
      expect(window.localStorage.getItem("redirectAfterLogin")).toBe(SHARE_ADDRESS);
    },
  );

  it("closes on 'Continue with Blurred Images' and stays closed", async () => {
    const dialog = await openPrompt();

    await user().click(
      within(dialog).getByRole("button", { name: RECOMMEND_TEXTS.promptContinue }),
    );

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitMs(RECOMMEND_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
  });

  it("closes with Escape and stays closed", async () => {
    await openPrompt();

    await user().keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitMs(RECOMMEND_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
