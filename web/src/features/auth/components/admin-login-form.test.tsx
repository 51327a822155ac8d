import { ADMIN_ROLE } from "@maids/contract/enums.ts";
import { LOGIN_ERRORS } from "@maids/contract/messages.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useSession } from "@/shared/session/use-session.ts";
import {
  callbackResponse,
  loginOkResponse,
  loginRefusedResponse,
  profileResponse,
} from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  requestsTo,
  signedOutResponse,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { AdminLoginForm } from "./admin-login-form.tsx";

const ADMIN = { email: "admin@homehelp.sg", password: "Adm1n-Secret" };

/** What the site's frame does on every page: it reads the session. */
function SessionReader() {
  useSession();
  return null;
}

function renderSystemAccess() {
  return renderRoute(<AdminLoginForm />, { path: "/system-access" });
}

async function accessSystem({ email, password } = ADMIN) {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Access System" }));
}

describe("AdminLoginForm", () => {
  it("shows 'System Access', the fields and the password toggle", async () => {
    renderSystemAccess();

    expect(screen.getByRole("heading", { name: "System Access", level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeInTheDocument();
  });

  it("reads 'Accessing...' while busy, then calls the callback and goes to /admin", async () => {
    window.localStorage.setItem("welcomeSeen", "true");
    const login = deferredResponse();
    const fetchSpy = stubApi({
      "POST /api/admin/auth/login": () => login.promise,
      "POST /api/admin/auth/callback": () => callbackResponse("admin"),
    });
    renderSystemAccess();

    await accessSystem();

    expect(screen.getByRole("button", { name: "Accessing..." })).toBeDisabled();
    expect(screen.getByLabelText("Email")).toBeDisabled();
    login.answer(loginOkResponse());

    expect(await navigatedTo()).toBe("/admin");
    const [request] = requestsTo(fetchSpy, "POST /api/admin/auth/login");
    expect(request?.body).toEqual(ADMIN);
    expect(request?.init?.credentials).toBe("include");
    const [callback] = requestsTo(fetchSpy, "POST /api/admin/auth/callback");
    expect(callback?.init?.body).toBeUndefined();
    expect(requestsTo(fetchSpy, "POST /api/auth/login")).toHaveLength(0);
    expect(window.localStorage.getItem("welcomeSeen")).toBeNull();
  });

  it("leaves for /admin only once the session names the administrator, so its guard lets them in", async () => {
    let sessionCalls = 0;
    const session = deferredResponse();
    stubApi({
      "GET /api/auth/session": () => (++sessionCalls === 1 ? signedOutResponse() : session.promise),
      "POST /api/admin/auth/login": () => loginOkResponse(),
      "POST /api/admin/auth/callback": () => callbackResponse(ADMIN_ROLE),
    });
    renderRoute(
      <>
        <SessionReader />
        <AdminLoginForm />
      </>,
      { path: "/system-access" },
    );
    await waitFor(() => expect(sessionCalls).toBe(1));

    await accessSystem();

    await waitFor(() => expect(sessionCalls).toBe(2));
    expect(screen.queryByTestId("location")).toBeNull();
    session.answer(profileResponse(ADMIN_ROLE));
    expect(await navigatedTo()).toBe("/admin");
  });

  it("shows the server's message to a customer's credentials", async () => {
    const fetchSpy = stubApi({ "POST /api/admin/auth/login": () => loginRefusedResponse() });
    renderSystemAccess();

    await accessSystem({ email: "weiling@example.sg", password: "secret12" });

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    expect(screen.getByRole("button", { name: "Access System" })).toBeEnabled();
    expect(requestsTo(fetchSpy, "POST /api/admin/auth/callback")).toHaveLength(0);
  });

  it("shows 'Login failed. Please try again.' when the callback fails", async () => {
    expectConsoleErrors();
    stubApi({
      "POST /api/admin/auth/login": () => loginOkResponse(),
      "POST /api/admin/auth/callback": () =>
        apiErrorResponse(403, "You do not have permission to do this."),
    });
    renderSystemAccess();

    await accessSystem();

    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_ERRORS.failed);
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("shows 'Login failed. Please try again.' for a refusal without a message", async () => {
    stubApi({ "POST /api/admin/auth/login": () => new Response("", { status: 503 }) });
    renderSystemAccess();

    await accessSystem();

    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_ERRORS.failed);
  });

  it("shows 'An error occurred. Please try again.' on a network failure", async () => {
    expectConsoleErrors();
    stubApi({
      "POST /api/admin/auth/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderSystemAccess();

    await accessSystem();

    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_ERRORS.exception);
  });
});
