import { HELPER_ROLE } from "@maids/contract/enums.ts";
import { HELPER_PROFILE_MESSAGES } from "@maids/contract/helper-accounts.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { fieldErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { ownHelperProfileResponse } from "@/testing/helper-account-factory.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { HELPER_RESOURCES } from "../i18n.ts";
import { HelperFrame } from "./helper-frame.tsx";
import { HelperHome } from "./helper-home.tsx";
import { HelperInterviews } from "./helper-interviews.tsx";
import { HelperProfileForm } from "./helper-profile-form.tsx";

const { en, id } = HELPER_RESOURCES;
const session = () => profileResponse(HELPER_ROLE);

function renderPage(page: React.ReactElement, path: string) {
  renderRoute(<HelperFrame>{page}</HelperFrame>, { path });
}

describe("her pages", () => {
  it("open in the language saved on her account, and change language on her word", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () => ownHelperProfileResponse({ language: "id" }),
      "PUT /api/user/helper/language": () => ownHelperProfileResponse({ language: "tl" }),
    });
    renderPage(<HelperHome />, "/helper");
    expect(await screen.findByRole("heading", { name: id.home.title, level: 1 })).toBeVisible();

    await userEvent.click(screen.getByRole("combobox", { name: id.language.label }));
    await userEvent.click(await screen.findByRole("option", { name: en.language.tl }));
    expect(
      await screen.findByRole("heading", { name: HELPER_RESOURCES.tl.home.title, level: 1 }),
    ).toBeVisible();
    expect(requestsTo(fetchSpy, "PUT /api/user/helper/language")[0]?.body).toEqual({
      language: "tl",
    });
    expect(window.localStorage.getItem("helperLanguage")).toBe("tl");
  });

  it("send a family's account elsewhere: they are hers alone", async () => {
    stubApi({ "GET /api/auth/session": () => profileResponse() });
    renderPage(<HelperHome />, "/helper");
    expect(await navigatedTo()).toBe("/catalogue");
    expect(screen.queryByRole("heading", { name: en.home.title })).toBeNull();
  });

  it("let her withdraw her consent to be shown", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () =>
        ownHelperProfileResponse({
          consent: { shown: true, givenAt: "2026-11-20T02:00:00.000Z", withdrawnAt: null },
        }),
      "PUT /api/user/helper/consent": () => ownHelperProfileResponse(),
    });
    renderPage(<HelperHome />, "/helper");
    await userEvent.click(await screen.findByRole("switch", { name: en.home.consentSwitch }));
    expect(await screen.findByText(en.home.consentOff)).toBeVisible();
    expect(requestsTo(fetchSpy, "PUT /api/user/helper/consent")[0]?.body).toEqual({ shown: false });
  });
});

describe("her profile", () => {
  it("saves as she goes, shows a broken rule in her language and sends nothing until fixed", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () => ownHelperProfileResponse({ language: "id" }),
      "PUT /api/user/helper/profile": ({ body }) =>
        ownHelperProfileResponse({
          data: (body as { data: object }).data as never,
          language: "id",
        }),
    });
    renderPage(<HelperProfileForm />, "/helper/profile");

    const height = await screen.findByRole("spinbutton", { name: id.profile.heightCm });
    await userEvent.type(height, "90");
    expect(await screen.findByText(id.rules.heightCm)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(requestsTo(fetchSpy, "PUT /api/user/helper/profile")).toEqual([]);

    await userEvent.clear(height);
    await userEvent.type(height, "155");
    expect(await screen.findByText(id.common.saved, {}, { timeout: 3000 })).toBeVisible();
    expect(requestsTo(fetchSpy, "PUT /api/user/helper/profile").at(-1)?.body).toMatchObject({
      data: { heightCm: 155, country: "Indonesia" },
    });
  });

  it("uploads her photo as multipart, and lists what is missing when she sends it too early", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () => ownHelperProfileResponse(),
      "PUT /api/user/helper/profile/photo": () =>
        ownHelperProfileResponse({ photoUrl: "/api/images/k1/card.webp" }),
      "POST /api/user/helper/profile/submit": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            code: "invalid_input",
            message: "The profile is not complete yet.",
            errors: [
              { field: "data.dateOfBirth", message: HELPER_PROFILE_MESSAGES.required },
              { field: "consent", message: HELPER_PROFILE_MESSAGES.consentRequired },
            ],
          },
          400,
        ),
    });
    renderPage(<HelperProfileForm />, "/helper/profile");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
    const input = (await screen.findByText(en.profile.addPhoto)).querySelector(
      "input",
    ) as HTMLInputElement;
    await userEvent.upload(input, file);
    expect(await screen.findByRole("button", { name: en.profile.changePhoto })).toBeVisible();
    expect(
      requestsTo(fetchSpy, "PUT /api/user/helper/profile/photo")[0]?.init?.body,
    ).toBeInstanceOf(FormData);

    await userEvent.click(screen.getByRole("button", { name: en.profile.submit }));
    const missing = await screen.findByText(en.profile.missingTitle);
    const list = within(missing.parentElement as HTMLElement);
    expect(list.getByText(`${en.profile.dateOfBirth}: ${en.rules.required}`)).toBeVisible();
    expect(list.getByText(`${en.home.consentTitle}: ${en.rules.consentRequired}`)).toBeVisible();
  });

  it("saves what she typed last before sending her profile", async () => {
    const order: string[] = [];
    stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () => ownHelperProfileResponse(),
      "PUT /api/user/helper/profile": () => {
        order.push("save");
        return ownHelperProfileResponse();
      },
      "POST /api/user/helper/profile/submit": () => {
        order.push("submit");
        return ownHelperProfileResponse({ status: "submitted" });
      },
    });
    renderPage(<HelperProfileForm />, "/helper/profile");
    await userEvent.type(await screen.findByRole("spinbutton", { name: en.profile.children }), "1");
    await userEvent.click(screen.getByRole("button", { name: en.profile.submit }));
    expect(await screen.findByText(en.profile.submitted)).toBeVisible();
    expect(order).toEqual(["save", "submit"]);
  });

  it("shows the server's refusal on the field it names", async () => {
    stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () => ownHelperProfileResponse(),
      "PUT /api/user/helper/profile": () =>
        fieldErrorResponse("data.availableFrom", HELPER_PROFILE_MESSAGES.availableFrom),
    });
    renderPage(<HelperProfileForm />, "/helper/profile");
    await userEvent.type(await screen.findByRole("spinbutton", { name: en.profile.children }), "2");
    expect(await screen.findByText(en.rules.availableFrom, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText(en.common.notSaved)).toBeVisible();
  });
});

describe("her interview requests", () => {
  it("shows the family's first name and district, and sends her answer", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/helper/profile": () => ownHelperProfileResponse(),
      "GET /api/user/helper/interviews": () =>
        jsonResponse([
          {
            id: 5,
            familyFirstName: "Wei Ling",
            district: "Tampines, Pasir Ris",
            requestedAt: "2026-11-26T02:00:00.000Z",
            answer: null,
            answeredAt: null,
          },
        ]),
      "POST /api/user/helper/interviews/5/answer": () =>
        jsonResponse({
          id: 5,
          familyFirstName: "Wei Ling",
          district: "Tampines, Pasir Ris",
          requestedAt: "2026-11-26T02:00:00.000Z",
          answer: "agreed",
          answeredAt: "2026-11-28T02:00:00.000Z",
        }),
    });
    renderPage(<HelperInterviews />, "/helper/interviews");
    expect(await screen.findByText("Family: Wei Ling")).toBeVisible();
    expect(screen.getByText("Lives in: Tampines, Pasir Ris")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: en.interviews.agree }));
    expect(requestsTo(fetchSpy, "POST /api/user/helper/interviews/5/answer")[0]?.body).toEqual({
      answer: "agreed",
    });
  });
});
