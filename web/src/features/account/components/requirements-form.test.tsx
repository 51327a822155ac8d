import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { REQUIREMENT_MESSAGES } from "@maids/contract/family-requirements.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SAVE_STATUS_TEXTS } from "@/shared/forms/save-status.tsx";
import { profileResponse } from "@/testing/auth-factory.ts";
import { fieldErrorResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { requirementsResponse } from "@/testing/matching-factory.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { REQUIREMENTS_TEXTS as TEXTS } from "../texts.ts";
import { RequirementsForm } from "./requirements-form.tsx";

function renderForm(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchSpy = stubApi({
    "GET /api/auth/session": () => profileResponse(CUSTOMER_ROLE),
    "GET /api/user/requirements": () => requirementsResponse({ adults: 2 }),
    "PUT /api/user/requirements": ({ body }) => requirementsResponse(body as object),
    ...routes,
  });
  renderRoute(<RequirementsForm />, { path: "/profile" });
  return fetchSpy;
}

const saves = (fetchSpy: ReturnType<typeof stubApi>) =>
  requestsTo(fetchSpy, "PUT /api/user/requirements");

describe("RequirementsForm", () => {
  it("shows what was saved and saves each change, whole, as the family goes", async () => {
    const fetchSpy = renderForm();
    expect(await screen.findByRole("spinbutton", { name: TEXTS.adults })).toHaveValue(2);

    const duties = screen.getByRole("group", { name: TEXTS.duties });
    await userEvent.click(within(duties).getByRole("checkbox", { name: "Cooking" }));
    await userEvent.type(screen.getByRole("spinbutton", { name: TEXTS.budgetMax }), "700");
    await userEvent.click(screen.getByRole("button", { name: TEXTS.addChild }));
    await userEvent.type(screen.getByRole("spinbutton", { name: TEXTS.childAge(1) }), "3");

    expect(await screen.findByText(SAVE_STATUS_TEXTS.saved, {}, { timeout: 3000 })).toBeVisible();
    const last = saves(fetchSpy).at(-1)?.body;
    expect(last).toMatchObject({ adults: 2, duties: ["Cooking"], budgetMax: 700, children: [3] });
  });

  it("saves a change still waiting before 'See helpers who fit' shows them", async () => {
    const fetchSpy = renderForm();
    await userEvent.type(await screen.findByRole("spinbutton", { name: TEXTS.budgetMax }), "650");
    await userEvent.click(screen.getByRole("link", { name: TEXTS.seeMatches }));

    expect(await navigatedTo()).toBe("/Recommend");
    expect(saves(fetchSpy).at(-1)?.body).toMatchObject({ budgetMax: 650 });
  });

  it("stays when that save is refused, the refusal on its field", async () => {
    const fetchSpy = renderForm({
      "PUT /api/user/requirements": () => fieldErrorResponse("budgetMax", "Budget too high"),
    });
    await userEvent.type(await screen.findByRole("spinbutton", { name: TEXTS.budgetMax }), "9");
    await userEvent.click(screen.getByRole("link", { name: TEXTS.seeMatches }));

    expect(await screen.findByText("Budget too high")).toBeVisible();
    expect(saves(fetchSpy)).toHaveLength(1);
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("shows a broken rule on its field and sends nothing until it is fixed", async () => {
    const fetchSpy = renderForm();
    await userEvent.click(await screen.findByRole("button", { name: TEXTS.addChild }));
    await userEvent.type(screen.getByRole("spinbutton", { name: TEXTS.childAge(1) }), "-1");
    await userEvent.type(screen.getByRole("spinbutton", { name: TEXTS.budgetMin }), "-5");

    expect(await screen.findByText(REQUIREMENT_MESSAGES.childAge)).toBeVisible();
    expect(screen.getByText(REQUIREMENT_MESSAGES.budget)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(saves(fetchSpy)).toEqual([]);

    await userEvent.clear(screen.getByRole("spinbutton", { name: TEXTS.budgetMin }));
    await userEvent.click(screen.getByRole("button", { name: TEXTS.removeChild(1) }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Dogs" }));
    expect(await screen.findByText(SAVE_STATUS_TEXTS.saved, {}, { timeout: 3000 })).toBeVisible();
    expect(saves(fetchSpy)).toHaveLength(1);
    expect(saves(fetchSpy)[0]?.body).toMatchObject({
      children: [],
      budgetMin: null,
      pets: ["dogs"],
    });
  });

  it("shows the server's refusal on the field it names", async () => {
    renderForm({
      "PUT /api/user/requirements": () =>
        fieldErrorResponse("startDate", REQUIREMENT_MESSAGES.startDate),
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Dogs" }));
    expect(
      await screen.findByText(REQUIREMENT_MESSAGES.startDate, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByText(SAVE_STATUS_TEXTS.notSaved)).toBeVisible();
  });
});
