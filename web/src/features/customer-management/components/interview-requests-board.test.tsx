import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "../../../testing/fetch-stub.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { buildInterviewRequest } from "../testing/admin-fixtures.ts";
import { InterviewRequestsBoard } from "./interview-requests-board.tsx";

const requestList = () => screen.findByRole("list", { name: "Interview requests" });

describe("InterviewRequestsBoard", () => {
  it("lists who asked to interview which helper, and when", async () => {
    const loaded = deferredResponse();
    const fetchSpy = stubApi({
      "GET /api/admin/interview-requests": async () => {
        await loaded.promise;
        return jsonResponse([
          buildInterviewRequest({ id: 2 }),
          buildInterviewRequest({
            id: 1,
            requestedAt: "2025-03-01T04:00:00.000Z",
            user: { id: 43, name: "Rajesh Kumar", email: "raj@example.com" },
            maid: { id: 16, name: "Aye Aye Mon", imageUrl: "" },
          }),
        ]);
      },
    });
    renderWithProviders(<InterviewRequestsBoard />);

    expect(screen.getByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading interview requests" })).toBeInTheDocument();
    loaded.answer(new Response());

    const items = within(await requestList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    const helper = first.getByRole("link", { name: /Siti Rahayu/ });
    expect(helper).toHaveAttribute("href", "/maid/15");
    expect(helper).toHaveAttribute("target", "_blank");
    expect(helper).toHaveAccessibleName("Siti Rahayu (opens in a new tab)");
    expect(items[0]?.querySelector("img")).toHaveAttribute("src", "/api/images/s15/thumbnail.webp");
    expect(first.getByText("Tan Wei Ling")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "weiling@example.sg" })).toHaveAttribute(
      "href",
      "mailto:weiling@example.sg",
    );
    expect(items[0]?.querySelector("time")).toHaveAttribute("datetime", "2025-03-12T04:00:00.000Z");
    expect(within(items[1] as HTMLElement).getByText("Rajesh Kumar")).toBeInTheDocument();
    expect(screen.getByText("2 requests")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/admin/interview-requests")[0]?.init?.credentials).toBe(
      "include",
    );
  });

  it("says 'No interview requests yet' when there are none", async () => {
    stubApi({ "GET /api/admin/interview-requests": () => jsonResponse([]) });
    renderWithProviders(<InterviewRequestsBoard />);

    expect(
      await screen.findByRole("heading", { name: "No interview requests yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Interview requests" })).not.toBeInTheDocument();
  });

  it("offers to try again when the list cannot load", async () => {
    let fails = true;
    stubApi({
      "GET /api/admin/interview-requests": () =>
        fails ? apiErrorResponse(500, "Boom") : jsonResponse([buildInterviewRequest()]),
    });
    renderWithProviders(<InterviewRequestsBoard />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the interview requests.");
    fails = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(within(await requestList()).getAllByRole("listitem")).toHaveLength(1);
  });
});
