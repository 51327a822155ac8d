import { SIGNUP_ERRORS } from "@maids/contract/messages.ts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loginOkResponse, loginRefusedResponse } from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { stubFullPageNavigation } from "@/testing/location-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { SignupForm } from "./signup-form.tsx";

const ACCOUNT = { name: "Tan Wei Ling", email: "weiling@example.sg", password: "secret12" };

const createdResponse = () =>
  jsonResponse({ success: true, message: "Account created successfully." }, 201);

function renderSignup(at = "/signup") {
  return renderRoute(<SignupForm />, { path: "/signup", at });
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

async function fillIn(
  { name, email, password, confirm = password, agree = true } = {
    ...ACCOUNT,
    confirm: ACCOUNT.password,
    agree: true,
  },
) {
  if (name) await userEvent.type(field("Name"), name);
  if (email) await userEvent.type(field("Email"), email);
  if (password) await userEvent.type(field("Password"), password);
  if (confirm) await userEvent.type(field("Confirm Password"), confirm);
  if (agree) await userEvent.click(screen.getByLabelText("I agree to the terms and conditions"));
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Create Account" }));

describe("SignupForm", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers every field, the employer or helper choice and a link to /login", () => {
    renderSignup();

    expect(screen.getByRole("heading", { name: "Create Account", level: 1 })).toBeInTheDocument();
    for (const label of ["Name", "Email", "Password", "Confirm Password"]) {
      expect(field(label)).toBeEnabled();
    }
    expect(screen.getByRole("radiogroup", { name: "I am joining as" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Employer" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Helper" })).not.toBeChecked();
    expect(
      screen.getByRole("checkbox", { name: "I agree to the terms and conditions" }),
    ).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    // The texts the box agrees to, each readable without losing what was typed.
    for (const [name, href] of [
      ["terms of use", "/terms"],
      ["privacy notice", "/privacy"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
    }
  });

  it("shows every rule at once on submit and clears each message when its field is edited", async () => {
    const fetchSpy = stubApi({});
    renderSignup();

    await submit();

    expect(field("Name")).toHaveAccessibleDescription(SIGNUP_ERRORS.nameRequired);
    expect(field("Email")).toHaveAccessibleDescription(SIGNUP_ERRORS.emailRequired);
    expect(field("Password")).toHaveAccessibleDescription(SIGNUP_ERRORS.passwordRequired);
    const terms = screen.getByRole("checkbox", { name: "I agree to the terms and conditions" });
    expect(terms).toHaveAccessibleDescription(SIGNUP_ERRORS.termsRequired);
    for (const input of [field("Name"), field("Email"), field("Password"), terms]) {
      expect(input).toHaveAttribute("aria-invalid", "true");
    }
    expect(field("Name")).toHaveFocus();
    expect(requestsTo(fetchSpy, "POST /api/auth/signup")).toHaveLength(0);

    await userEvent.type(field("Name"), "T");
    expect(screen.queryByText(SIGNUP_ERRORS.nameRequired)).not.toBeInTheDocument();
    expect(field("Name")).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText(SIGNUP_ERRORS.emailRequired)).toBeInTheDocument();

    await userEvent.type(field("Email"), "t");
    expect(screen.queryByText(SIGNUP_ERRORS.emailRequired)).not.toBeInTheDocument();
    await userEvent.type(field("Password"), "p");
    expect(screen.queryByText(SIGNUP_ERRORS.passwordRequired)).not.toBeInTheDocument();
    await userEvent.click(terms);
    expect(screen.queryByText(SIGNUP_ERRORS.termsRequired)).not.toBeInTheDocument();
  });

  it("checks the email's form, the password's length and the confirmation", async () => {
    renderSignup();

    await fillIn({ name: "Wei Ling", email: "weiling@", password: "abc12", confirm: "abc13" });
    await submit();

    expect(field("Email")).toHaveAccessibleDescription(SIGNUP_ERRORS.emailInvalid);
    expect(field("Password")).toHaveAccessibleDescription(SIGNUP_ERRORS.passwordTooShort);
    expect(field("Confirm Password")).toHaveAccessibleDescription(
      SIGNUP_ERRORS.passwordsDoNotMatch,
    );
    expect(field("Email")).toHaveFocus();

    await userEvent.type(field("Confirm Password"), "x");
    expect(screen.queryByText(SIGNUP_ERRORS.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it("checks the optional phone number as the server does and sends it as digits", async () => {
    const fetchSpy = stubApi({
      "POST /api/auth/signup": () => createdResponse(),
      "POST /api/auth/login": () => loginOkResponse(),
    });
    renderSignup();
    await fillIn();
    await userEvent.type(field("Phone (optional)"), "12");
    await submit();
    expect(
      await screen.findByText("Phone must be a phone number, e.g. 9123 4567 or +65 9123 4567"),
    ).toBeVisible();
    expect(requestsTo(fetchSpy, "POST /api/auth/signup")).toHaveLength(0);

    await userEvent.clear(field("Phone (optional)"));
    await userEvent.type(field("Phone (optional)"), "9123 4567");
    await submit();
    await waitFor(() => expect(requestsTo(fetchSpy, "POST /api/auth/signup")).toHaveLength(1));
    expect(requestsTo(fetchSpy, "POST /api/auth/signup")[0]?.body).toEqual({
      ...ACCOUNT,
      role: 131,
      phone: "6591234567",
    });
  });

  it("sends role 131 for an employer, reads 'Creating Account...' with every field disabled, then signs in and goes to /catalogue", async () => {
    window.localStorage.setItem("welcomeSeen", "true");
    const created = deferredResponse();
    const fetchSpy = stubApi({
      "POST /api/auth/signup": () => created.promise,
      "POST /api/auth/login": () => loginOkResponse(),
    });
    renderSignup();

    await fillIn();
    await submit();

    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    for (const label of ["Name", "Email", "Password", "Confirm Password"]) {
      expect(field(label)).toBeDisabled();
    }
    expect(screen.getByRole("checkbox", { name: /terms and conditions/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Employer" })).toBeDisabled();
    expect(requestsTo(fetchSpy, "POST /api/auth/signup")[0]?.body).toEqual({
      ...ACCOUNT,
      role: 131,
    });

    created.answer(createdResponse());

    expect(await navigatedTo()).toBe("/catalogue");
    expect(requestsTo(fetchSpy, "POST /api/auth/login")[0]?.body).toEqual({
      email: ACCOUNT.email,
      password: ACCOUNT.password,
    });
    expect(window.localStorage.getItem("welcomeSeen")).toBeNull();
  });

  it("sends the role 'helper' for the helper option", async () => {
    const fetchSpy = stubApi({
      "POST /api/auth/signup": () => createdResponse(),
      "POST /api/auth/login": () => loginOkResponse(),
    });
    renderSignup();

    await userEvent.click(screen.getByRole("radio", { name: "Helper" }));
    await fillIn();
    await submit();

    await navigatedTo();
    expect(requestsTo(fetchSpy, "POST /api/auth/signup")[0]?.body).toEqual({
      ...ACCOUNT,
      role: "helper",
    });
  });

  it("goes to the redirect target of the address after signing in", async () => {
    stubApi({
      "POST /api/auth/signup": () => createdResponse(),
      "POST /api/auth/login": () => loginOkResponse(),
    });
    renderSignup("/signup?redirect=/shortlisted");

    await fillIn();
    await submit();

    expect(await navigatedTo()).toBe("/shortlisted");
  });

  it("prefers the saved return address: removes it and leaves the page for it", async () => {
    const assign = stubFullPageNavigation();
    window.localStorage.setItem("redirectAfterLogin", "/Recommend?token=abc");
    const fetchSpy = stubApi({
      "POST /api/auth/signup": () => createdResponse(),
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/user/auth/callback": () => jsonResponse({ redirectTo: "/Recommend" }),
    });
    renderSignup("/signup?redirect=/shortlisted");

    await fillIn();
    await submit();

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/Recommend?token=abc"));
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
    expect(requestsTo(fetchSpy, "POST /api/user/auth/callback")).toHaveLength(1);
  });

  it("goes to /catalogue, signed in, when the saved return address would leave the site", async () => {
    const assign = stubFullPageNavigation();
    window.localStorage.setItem("redirectAfterLogin", "/.//evil.example/phish");
    stubApi({
      "POST /api/auth/signup": () => createdResponse(),
      "POST /api/auth/login": () => loginOkResponse(),
    });
    renderSignup();

    await fillIn();
    await submit();

    expect(await navigatedTo()).toBe("/catalogue");
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
  });

  it("asks to log in when the automatic sign-in fails, then goes to /login after 2 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      "POST /api/auth/signup": () => createdResponse(),
      "POST /api/auth/login": () => loginRefusedResponse(429, "Too many attempts."),
    });
    renderSignup();

    await user.type(field("Name"), ACCOUNT.name);
    await user.type(field("Email"), ACCOUNT.email);
    await user.type(field("Password"), ACCOUNT.password);
    await user.type(field("Confirm Password"), ACCOUNT.password);
    await user.click(screen.getByLabelText("I agree to the terms and conditions"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Account created successfully! Please log in.")).toBeVisible();
    expect(field("Name")).toBeDisabled();

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(await navigatedTo()).toBe("/login");
  });

  it.each([
    {
      case: "the server's message",
      answer: () => apiErrorResponse(400, "An account with this email already exists."),
      shown: "An account with this email already exists.",
    },
    {
      case: "the fallback text when the refusal has no message",
      answer: () => new Response("Bad gateway", { status: 502 }),
      shown: SIGNUP_ERRORS.failed,
    },
  ])(
    "shows $case when sign-up is refused, and lets the form be used again",
    async ({ answer, shown }) => {
      const fetchSpy = stubApi({ "POST /api/auth/signup": answer });
      renderSignup();

      await fillIn();
      await submit();

      expect(await screen.findByRole("alert")).toHaveTextContent(shown);
      expect(field("Name")).toBeEnabled();
      expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
      expect(requestsTo(fetchSpy, "POST /api/auth/login")).toHaveLength(0);
    },
  );

  it("puts the server's per-field refusal on its field instead of above the form", async () => {
    stubApi({
      "POST /api/auth/signup": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            code: "invalid_input",
            message: "Email is too long",
            errors: [{ field: "email", message: "Email is too long" }],
          },
          400,
        ),
    });
    renderSignup();

    await fillIn();
    await submit();

    await waitFor(() => expect(field("Email")).toHaveAccessibleDescription("Email is too long"));
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the network text when the request cannot be made", async () => {
    expectConsoleErrors();
    stubApi({
      "POST /api/auth/signup": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderSignup();

    await fillIn();
    await submit();

    expect(await screen.findByRole("alert")).toHaveTextContent(SIGNUP_ERRORS.network);
  });
});
