import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildStaffHelperProfile } from "@/testing/helper-account-factory.ts";
import { renderRoute } from "@/testing/render.tsx";
import { HELPER_REVIEW_TEXTS as TEXTS } from "../texts.ts";
import { DataRequestsCard } from "./data-requests-card.tsx";
import { HelperReviewScreen } from "./helper-review-screen.tsx";

const SUMMARY = {
  userId: 77,
  name: "Anik Rohmah",
  email: "anik@example.com",
  status: "submitted",
  submittedAt: "2026-11-27T02:00:00.000Z",
  helperId: null,
  consentShown: true,
};

describe("Helper sign-ups", () => {
  it("lists the profiles sent for review and accepts one into an unpublished record", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/helper-profiles": () => jsonResponse([SUMMARY]),
      "GET /api/admin/helper-profiles/77": () => jsonResponse(buildStaffHelperProfile()),
      "POST /api/admin/helper-profiles/77/accept": () => jsonResponse({ helperId: 120 }),
    });
    renderRoute(<HelperReviewScreen />, { path: "/admin/helper-profiles" });
    const list = await screen.findByRole("list", { name: TEXTS.title });
    expect(await within(list).findByText("Anik Rohmah")).toBeVisible();
    expect(requestsTo(fetchSpy, "GET /api/admin/helper-profiles")[0]?.url.search).toBe(
      "?status=submitted",
    );

    await userEvent.click(within(list).getByRole("button", { name: TEXTS.review }));
    const dialog = await screen.findByRole("dialog", { name: `${TEXTS.review}: Anik Rohmah` });
    expect(within(dialog).getByText(TEXTS.consentWithdrawn)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: TEXTS.accept }));
    expect(await within(dialog).findByText(TEXTS.accepted(120))).toBeVisible();
  });

  it("asks for changes only with a note for her", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/helper-profiles": () => jsonResponse([SUMMARY]),
      "GET /api/admin/helper-profiles/77": () => jsonResponse(buildStaffHelperProfile()),
      "POST /api/admin/helper-profiles/77/request-changes": () =>
        jsonResponse(
          buildStaffHelperProfile({
            status: "changes_requested",
            staffNote: "A clearer photo, please.",
          }),
        ),
    });
    renderRoute(<HelperReviewScreen />, { path: "/admin/helper-profiles" });
    await userEvent.click(await screen.findByRole("button", { name: TEXTS.review }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: TEXTS.askChanges }));
    const send = within(dialog).getByRole("button", { name: TEXTS.send });
    expect(send).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: TEXTS.note }),
      "A clearer photo, please.",
    );
    await userEvent.click(send);
    expect(
      requestsTo(fetchSpy, "POST /api/admin/helper-profiles/77/request-changes")[0]?.body,
    ).toEqual({
      note: "A clearer photo, please.",
    });
  });
});

describe("requests about personal data on the dashboard", () => {
  it("lists them and marks an open one handled, for a role that may", async () => {
    const request = {
      id: 3,
      kind: "deletion",
      requestedAt: "2026-11-27T02:00:00.000Z",
      handledAt: null,
      userId: 77,
      name: "Anik Rohmah",
      email: "anik@example.com",
      role: "helper",
    };
    const fetchSpy = stubApi({
      "GET /api/admin/data-requests": () => jsonResponse([request]),
      "POST /api/admin/data-requests/3/handled": () =>
        jsonResponse({ ...request, handledAt: "2026-11-28T02:00:00.000Z" }),
    });
    renderRoute(<DataRequestsCard canHandle />, { path: "/admin/dashboard" });
    expect(await screen.findByText(`${TEXTS.kinds.deletion}: Anik Rohmah`)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.markHandled }));
    expect(requestsTo(fetchSpy, "POST /api/admin/data-requests/3/handled")).toHaveLength(1);
  });
});
