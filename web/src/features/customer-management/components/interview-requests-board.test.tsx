import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  type StubbedRequest,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildInterviewRequest, interviewRequestsPage } from "../testing/admin-fixtures.ts";
import { DASHBOARD_TEXTS } from "../texts.ts";
import { InterviewRequestsBoard } from "./interview-requests-board.tsx";

const LIST = "Interview requests";
const PAGER = "Interview request pages";
const requestList = () => screen.findByRole("list", { name: LIST });

describe("InterviewRequestsBoard", () => {
  it("lists who asked to interview which helper, and when", async () => {
    const loaded = deferredResponse();
    const fetchSpy = stubApi({
      "GET /api/admin/interview-requests": async () => {
        await loaded.promise;
        return jsonResponse(
          interviewRequestsPage([
            buildInterviewRequest({ id: 2, helperAnswer: "agreed" }),
            buildInterviewRequest({
              id: 1,
              requestedAt: "2025-03-01T04:00:00.000Z",
              user: { id: 43, name: "Rajesh Kumar", email: "raj@example.com" },
              maid: { id: 16, name: "Aye Aye Mon", imageUrl: "" },
            }),
          ]),
        );
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
    expect(first.getByText(DASHBOARD_TEXTS.helperAnswers.agreed)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("Rajesh Kumar")).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).queryByText(DASHBOARD_TEXTS.helperAnswers.agreed),
    ).not.toBeInTheDocument();
    expect(screen.getByText("2 requests")).toBeInTheDocument();
    const [request] = requestsTo(fetchSpy, "GET /api/admin/interview-requests");
    expect(request?.url.search).toBe("?page=1&limit=20");
    expect(request?.init?.credentials).toBe("include");
    expect(screen.queryByRole("navigation", { name: PAGER })).not.toBeInTheDocument();
  });

  it("pages with Previous and Next when there are more than 20 requests", async () => {
    const pageOne = Array.from({ length: 20 }, (_, index) =>
      buildInterviewRequest({ id: 100 - index }),
    );
    const pageTwo = [5, 4, 3, 2, 1].map((id) =>
      buildInterviewRequest({
        id,
        user: { id, name: `Customer ${id}`, email: `c${id}@example.sg` },
      }),
    );
    const fetchSpy = stubApi({
      "GET /api/admin/interview-requests": ({ url }: StubbedRequest) =>
        jsonResponse(
          interviewRequestsPage(url.searchParams.get("page") === "2" ? pageTwo : pageOne, 25),
        ),
    });
    renderWithProviders(<InterviewRequestsBoard />);

    expect(within(await requestList()).getAllByRole("listitem")).toHaveLength(20);
    expect(screen.getByText("25 requests")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: PAGER });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();

    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));

    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: LIST })).getAllByRole("listitem"),
      ).toHaveLength(5),
    );
    expect(screen.getByText("Customer 5")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/admin/interview-requests").at(-1)?.url.search).toBe(
      "?page=2&limit=20",
    );
    expect(within(pager).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();

    await userEvent.click(within(pager).getByRole("button", { name: "Previous" }));

    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: LIST })).getAllByRole("listitem"),
      ).toHaveLength(20),
    );
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("shows no pager when every request fits on one page", async () => {
    const requests = Array.from({ length: 20 }, (_, index) =>
      buildInterviewRequest({ id: index + 1 }),
    );
    stubApi({
      "GET /api/admin/interview-requests": () => jsonResponse(interviewRequestsPage(requests)),
    });
    renderWithProviders(<InterviewRequestsBoard />);

    expect(within(await requestList()).getAllByRole("listitem")).toHaveLength(20);
    expect(screen.getByText("20 requests")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: PAGER })).not.toBeInTheDocument();
  });

  it("says 'No interview requests yet' when there are none", async () => {
    stubApi({
      "GET /api/admin/interview-requests": () => jsonResponse(interviewRequestsPage([])),
    });
    renderWithProviders(<InterviewRequestsBoard />);

    expect(
      await screen.findByRole("heading", { name: "No interview requests yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: LIST })).not.toBeInTheDocument();
  });

  it("offers to try again when the list cannot load", async () => {
    let fails = true;
    stubApi({
      "GET /api/admin/interview-requests": () =>
        fails
          ? apiErrorResponse(500, "Boom")
          : jsonResponse(interviewRequestsPage([buildInterviewRequest()])),
    });
    renderWithProviders(<InterviewRequestsBoard />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the interview requests.");
    fails = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(within(await requestList()).getAllByRole("listitem")).toHaveLength(1);
  });
});
