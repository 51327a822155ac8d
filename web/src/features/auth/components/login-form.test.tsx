import { ADMIN_ROLE, HELPER_ROLE } from "@maids/contract/enums.ts";
import { LOGIN_ERRORS, LOGIN_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { callbackResponse, loginOkResponse, loginRefusedResponse } from "@/testing/auth-factory.ts";
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
import { LoginForm } from "./login-form.tsx";

const CUSTOMER = { email: "weiling@example.sg", password: "secret12" };

function renderLogin() {
  return renderRoute(<LoginForm />, { path: "/login" });
}

async function signIn({ email, password } = CUSTOMER) {
  if (email) await userEvent.type(screen.getByLabelText("Email"), email);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginForm", () => {
  beforeEach(() => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
  });

  it("shows the logo, the welcome texts, the fields and the links", () => {
    renderLogin();

    expect(screen.getByRole("img", { name: "HomeHelp SG" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Welcome Back", level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText("Welcome to the product. Please enter your Email and Password below."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  it("names the logo after the configured agency once the server says who it is", async () => {
    stubApi({ "GET /api/agency": () => jsonResponse(buildAgency({ name: "Harbour Helpers" })) });
    renderLogin();

    expect(await screen.findByRole("img", { name: "Harbour Helpers" })).toBeInTheDocument();
  });

  it("shows and hides the password with the toggle", async () => {
    renderLogin();
    const password = screen.getByLabelText("Password");

    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");

    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("signs a customer in, clears the welcome-seen flag and goes to /catalogue", async () => {
    window.localStorage.setItem("welcomeSeen", "true");
    const login = deferredResponse();
    const fetchSpy = stubApi({
      "POST /api/auth/login": () => login.promise,
      "POST /api/auth/simple-callback": () => callbackResponse(),
    });
    renderLogin();

    await signIn();

    expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled();
    login.answer(loginOkResponse());

    expect(await navigatedTo()).toBe("/catalogue");
    const [request] = requestsTo(fetchSpy, "POST /api/auth/login");
    expect(request?.body).toEqual(CUSTOMER);
    expect(request?.init?.credentials).toBe("include");
    expect(new Headers(request?.init?.headers).get("Content-Type")).toBe("application/json");
    const [callback] = requestsTo(fetchSpy, "POST /api/auth/simple-callback");
    expect(callback?.init?.body).toBeUndefined();
    expect(callback?.init?.credentials).toBe("include");
    expect(window.localStorage.getItem("welcomeSeen")).toBeNull();
  });

  it("sends an administrator to /admin and leaves a stored return address alone", async () => {
    window.localStorage.setItem("redirectAfterLogin", "/Recommend?token=abc");
    const fetchSpy = stubApi({
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/auth/simple-callback": () => callbackResponse(ADMIN_ROLE),
    });
    renderLogin();

    await signIn();

    expect(await navigatedTo()).toBe("/admin");
    expect(requestsTo(fetchSpy, "POST /api/user/auth/callback")).toHaveLength(0);
    expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/Recommend?token=abc");
  });

  it("sends a helper's own account to her pages, whatever address was stored", async () => {
    window.localStorage.setItem("redirectAfterLogin", "/shortlisted");
    stubApi({
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/auth/simple-callback": () => callbackResponse(HELPER_ROLE),
    });
    renderLogin();

    await signIn();

    expect(await navigatedTo()).toBe("/helper");
  });

  it("returns to a stored address: removes it, calls the callback, then leaves the page", async () => {
    const assign = stubFullPageNavigation();
    window.localStorage.setItem("redirectAfterLogin", "/Recommend?token=abc");
    const fetchSpy = stubApi({
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/auth/simple-callback": () => callbackResponse(),
      "POST /api/user/auth/callback": () => jsonResponse({ redirectTo: "/Recommend" }),
    });
    renderLogin();

    await signIn();

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/Recommend?token=abc"));
    expect(requestsTo(fetchSpy, "POST /api/user/auth/callback")).toHaveLength(1);
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("still returns to the stored address when the callback fails", async () => {
    const consoleErrors = expectConsoleErrors();
    const assign = stubFullPageNavigation();
    window.localStorage.setItem("redirectAfterLogin", "/maid/7");
    const fetchSpy = stubApi({
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/auth/simple-callback": () => callbackResponse(),
      "POST /api/user/auth/callback": () => apiErrorResponse(500, "Something went wrong."),
    });
    renderLogin();

    await signIn();

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/maid/7"));
    expect(requestsTo(fetchSpy, "POST /api/user/auth/callback")).toHaveLength(1);
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
    expect(consoleErrors).toHaveLength(1);
  });

  it("never leaves the site for a stored address on another origin", async () => {
    const assign = stubFullPageNavigation();
    window.localStorage.setItem("redirectAfterLogin", "https://evil.example/phish");
    stubApi({
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/auth/simple-callback": () => callbackResponse(),
    });
    renderLogin();

    await signIn();

    expect(await navigatedTo()).toBe("/catalogue");
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
  });

  it.each([
    {
      case: "the server's message when sign-in is refused",
      answer: () => loginRefusedResponse(),
      shown: "Invalid email or password.",
    },
    {
      case: "the rate-limit message",
      answer: () => loginRefusedResponse(429, "Too many attempts. Please try again later."),
      shown: "Too many attempts. Please try again later.",
    },
    {
      case: "'Login failed. Please try again.' when the refusal has no message",
      answer: () => new Response("<html>Bad gateway</html>", { status: 502 }),
      shown: LOGIN_ERRORS.failed,
    },
  ])("shows $case", async ({ answer, shown }) => {
    const fetchSpy = stubApi({ "POST /api/auth/login": answer });
    renderLogin();

    await signIn();

    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(requestsTo(fetchSpy, "POST /api/auth/simple-callback")).toHaveLength(0);
  });

  it("shows 'Login failed. Please try again.' when the follow-up callback fails", async () => {
    expectConsoleErrors();
    stubApi({
      "POST /api/auth/login": () => loginOkResponse(),
      "POST /api/auth/simple-callback": () => apiErrorResponse(401, "Please sign in to continue."),
    });
    renderLogin();

    await signIn();

    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_ERRORS.failed);
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("shows 'An error occurred. Please try again.' on a network failure, and clears it on retry", async () => {
    const consoleErrors = expectConsoleErrors();
    let attempt = 0;
    const retry = deferredResponse();
    stubApi({
      "POST /api/auth/login": () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError("Failed to fetch");
        return retry.promise;
      },
    });
    renderLogin();

    await signIn();

    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_ERRORS.exception);
    expect(consoleErrors).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled();
    retry.answer(loginRefusedResponse());
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
  });

  it("submits with Enter", async () => {
    const fetchSpy = stubApi({ "POST /api/auth/login": () => loginRefusedResponse() });
    renderLogin();

    await userEvent.type(screen.getByLabelText("Email"), CUSTOMER.email);
    await userEvent.type(screen.getByLabelText("Password"), `${CUSTOMER.password}{Enter}`);

    await screen.findByRole("alert");
    expect(requestsTo(fetchSpy, "POST /api/auth/login")).toHaveLength(1);
  });
});

describe("the 'Reset Password' dialog", () => {
  beforeEach(() => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
  });

  async function openDialog() {
    await userEvent.click(screen.getByRole("button", { name: "Forgot your password?" }));
    return screen.findByRole("dialog", { name: "Reset Password" });
  }

  it("explains itself and offers an email field, Cancel and 'Send Reset Link'", async () => {
    renderLogin();

    const dialog = await openDialog();

    expect(dialog).toHaveAccessibleDescription(
      "Enter your email address and we'll send you a link to reset your password.",
    );
    expect(within(dialog).getByLabelText("Email Address")).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("asks for the sign-in form's email first when it is empty, whatever the dialog's field holds", async () => {
    const fetchSpy = stubApi({});
    renderLogin();
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText("Email Address"), "other@example.sg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    expect(within(dialog).getByRole("alert")).toHaveTextContent(LOGIN_ERRORS.resetNeedsEmail);
    expect(requestsTo(fetchSpy, "POST /api/auth/forgot-password")).toHaveLength(0);
  });

  it("sends the sign-in form's email, reads 'Sending...', then alerts, closes and clears", async () => {
    const answer = deferredResponse();
    const fetchSpy = stubApi({ "POST /api/auth/forgot-password": () => answer.promise });
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "weiling@example.sg");
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Email Address"), "other@example.sg");

    await userEvent.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    expect(within(dialog).getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(requestsTo(fetchSpy, "POST /api/auth/forgot-password")[0]?.body).toEqual({
      email: "weiling@example.sg",
    });
    answer.answer(jsonResponse({ success: true, message: "Check your inbox." }));

    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith("Reset password link has been sent to your email"),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    dialog = await openDialog();
    expect(within(dialog).getByLabelText("Email Address")).toHaveValue("");
  });

  it("submits with Enter in its field", async () => {
    const fetchSpy = stubApi({
      "POST /api/auth/forgot-password": () => jsonResponse({ success: true, message: "Sent." }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "weiling@example.sg");
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText("Email Address"), "x{Enter}");

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(LOGIN_TEXTS.resetSent));
    expect(requestsTo(fetchSpy, "POST /api/auth/forgot-password")).toHaveLength(1);
  });

  it("alerts the server's message when the request is refused, and stays open", async () => {
    stubApi({
      "POST /api/auth/forgot-password": () =>
        apiErrorResponse(429, "Too many attempts. Please try again later."),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "weiling@example.sg");
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        "Failed to send reset email: Too many attempts. Please try again later.",
      ),
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  });

  it("alerts the server-error text when the request cannot be made", async () => {
    expectConsoleErrors();
    stubApi({
      "POST /api/auth/forgot-password": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "weiling@example.sg");
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith("Failed to send reset email due to server error."),
    );
  });

  it.each([
    {
      way: "Cancel",
      close: (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Cancel" }),
    },
    {
      way: "the close cross",
      close: (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Close" }),
    },
    {
      way: "a click on the backdrop",
      close: () => document.querySelector(".MuiDialog-container") as HTMLElement,
    },
  ])("closes on $way without sending anything", async ({ close }) => {
    const fetchSpy = stubApi({});
    renderLogin();
    const dialog = await openDialog();

    await userEvent.click(close(dialog));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchSpy, "POST /api/auth/forgot-password")).toHaveLength(0);
  });
});
