import { RESET_PASSWORD_ERRORS } from "@maids/contract/messages.ts";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { ResetPasswordScreen } from "./reset-password-screen.tsx";

const TOKEN = "k3Jq9x-reset-token";
const GOOD_PASSWORD = "NewSecret9";

function renderReset(token: string | null = TOKEN) {
  return renderRoute(<ResetPasswordScreen token={token} />, { path: "/reset-password" });
}

const newPassword = () => screen.getByLabelText("New Password", { selector: "input" });
const confirmPassword = () => screen.getByLabelText("Confirm Password", { selector: "input" });
const submit = () => userEvent.click(screen.getByRole("button", { name: "Reset Password" }));

async function choosePassword(password = GOOD_PASSWORD, confirmation = password) {
  await userEvent.type(newPassword(), password);
  await userEvent.type(confirmPassword(), confirmation);
  await submit();
}

async function expectInvalidLinkScreen() {
  expect(
    await screen.findByRole("heading", { name: "Invalid Reset Link", level: 1 }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      "This password reset link is invalid or has expired. Please request a new password reset.",
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Back to Login" }));
  expect(await navigatedTo()).toBe("/login");
}

describe("ResetPasswordScreen", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the 'Invalid Reset Link' screen without a token", async () => {
    const fetchSpy = stubApi({});
    renderReset(null);

    expect(screen.queryByLabelText("New Password")).not.toBeInTheDocument();
    await expectInvalidLinkScreen();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offers the new password, its confirmation with show/hide toggles and a Back to Login link", async () => {
    renderReset();

    expect(screen.getByRole("heading", { name: "Reset Password", level: 1 })).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(newPassword()).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Show confirm password" }));
    expect(confirmPassword()).toHaveAttribute("type", "text");
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  });

  it.each([
    ["abc", "Weak", 20],
    ["abcdefgh", "Weak", 40],
    ["abcdefg1", "Fair", 60],
    ["Abcdefg1", "Good", 80],
    ["Abcdef1!", "Strong", 100],
  ])("rates %j as %s on the strength meter", async (password, label, percent) => {
    renderReset();

    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    await userEvent.type(newPassword(), password);

    const meter = screen.getByRole("progressbar", { name: "Password strength" });
    expect(meter).toHaveAttribute("aria-valuenow", String(percent));
    expect(meter).toHaveAttribute("aria-valuetext", label);
    expect(screen.getByTestId("password-strength-label")).toHaveTextContent(label);
  });

  it("requires both fields", async () => {
    const fetchSpy = stubApi({});
    renderReset();

    await submit();

    expect(newPassword()).toHaveAccessibleDescription(RESET_PASSWORD_ERRORS.newRequired);
    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(confirmPassword()).toHaveAccessibleDescription(RESET_PASSWORD_ERRORS.confirmRequired);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("lists every broken rule and clears them when the field is edited", async () => {
    renderReset();

    await choosePassword("abc");

    for (const message of [
      RESET_PASSWORD_ERRORS.tooShort,
      RESET_PASSWORD_ERRORS.needsUppercase,
      RESET_PASSWORD_ERRORS.needsNumber,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(RESET_PASSWORD_ERRORS.needsLowercase)).not.toBeInTheDocument();

    await userEvent.type(newPassword(), "d");
    expect(screen.queryByText(RESET_PASSWORD_ERRORS.tooShort)).not.toBeInTheDocument();
    expect(newPassword()).toHaveAttribute("aria-invalid", "false");
  });

  it("asks for a lower-case letter", async () => {
    renderReset();

    await choosePassword("SECRET123");

    expect(newPassword()).toHaveAccessibleDescription(RESET_PASSWORD_ERRORS.needsLowercase);
  });

  it("says when the passwords do not match", async () => {
    const fetchSpy = stubApi({});
    renderReset();

    await choosePassword(GOOD_PASSWORD, "NewSecret8");

    expect(confirmPassword()).toHaveAccessibleDescription(RESET_PASSWORD_ERRORS.doNotMatch);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the token and the new password, then shows the success screen and goes to /login after 3 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const answer = deferredResponse();
    const fetchSpy = stubApi({ "POST /api/auth/reset-password": () => answer.promise });
    renderReset();

    await user.type(newPassword(), GOOD_PASSWORD);
    await user.type(confirmPassword(), GOOD_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(screen.getByRole("button", { name: "Resetting..." })).toBeDisabled();
    expect(requestsTo(fetchSpy, "POST /api/auth/reset-password")[0]?.body).toEqual({
      token: TOKEN,
      newPassword: GOOD_PASSWORD,
    });
    answer.answer(jsonResponse({ success: true, message: "Your password has been reset." }));

    expect(
      await screen.findByRole("heading", { name: "Password Reset Successful", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Login Now" })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await navigatedTo()).toBe("/login");
  });

  it("goes to /login at once with 'Go to Login Now'", async () => {
    stubApi({
      "POST /api/auth/reset-password": () => jsonResponse({ success: true, message: "Done." }),
    });
    renderReset();

    await choosePassword();
    await userEvent.click(await screen.findByRole("button", { name: "Go to Login Now" }));

    expect(await navigatedTo()).toBe("/login");
  });

  it.each([
    "This password reset link is invalid or has expired.",
    "Dieser Link ist nicht mehr gültig.",
  ])(
    "shows the invalid-link screen for the code reset_link_invalid, whatever the text (%j)",
    async (message) => {
      stubApi({
        "POST /api/auth/reset-password": () => apiErrorResponse(400, message, "reset_link_invalid"),
      });
      renderReset();

      await choosePassword();

      await expectInvalidLinkScreen();
    },
  );

  it("keeps the form for another 400 even when its text speaks of an invalid or expired link", async () => {
    stubApi({
      "POST /api/auth/reset-password": () =>
        apiErrorResponse(400, "The token field is invalid or has expired.", "invalid_input"),
    });
    renderReset();

    await choosePassword();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to reset password: The token field is invalid or has expired.",
    );
    expect(screen.queryByRole("heading", { name: "Invalid Reset Link" })).not.toBeInTheDocument();
  });

  it("shows the server's text for another refusal", async () => {
    stubApi({
      "POST /api/auth/reset-password": () =>
        apiErrorResponse(429, "Too many attempts. Please try again later."),
    });
    renderReset();

    await choosePassword();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to reset password: Too many attempts. Please try again later.",
    );
    expect(screen.getByRole("button", { name: "Reset Password" })).toBeEnabled();
  });

  it("shows the server-error text when the request cannot be made", async () => {
    expectConsoleErrors();
    stubApi({
      "POST /api/auth/reset-password": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderReset();

    await choosePassword();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to reset password due to server error.",
    );
  });
});
