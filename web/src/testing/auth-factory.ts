import { ADMIN_ROLE, CUSTOMER_ROLE, type WireRole } from "@maids/contract/enums.ts";
import { codeForStatus } from "@maids/contract/errors.ts";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { jsonResponse } from "./fetch-stub.ts";

function buildUser(role: WireRole = CUSTOMER_ROLE) {
  return {
    id: role === ADMIN_ROLE ? 1 : 42,
    name: role === ADMIN_ROLE ? "Agency Admin" : "Tan Wei Ling",
    email: role === ADMIN_ROLE ? "admin@homehelp.sg" : "weiling@example.sg",
    role,
  };
}

/** GET /api/auth/session for a signed-in user; staff are owners unless `staffRole` says. */
export const profileResponse = (role: WireRole = CUSTOMER_ROLE, staffRole: StaffRole = "owner") =>
  jsonResponse({
    id: buildUser(role).id,
    user: buildUser(role),
    ...(role === ADMIN_ROLE ? { staffRole } : {}),
  });

/** POST /api/auth/simple-callback and /api/admin/auth/callback. */
export const callbackResponse = (role: WireRole = CUSTOMER_ROLE) =>
  jsonResponse({ role, user: buildUser(role) });

export const loginOkResponse = () => jsonResponse({ success: true, message: "Signed in." });

export const loginRefusedResponse = (status = 401, message = "Invalid email or password.") =>
  jsonResponse(
    {
      statusCode: status,
      error: "Unauthorized",
      code: status === 401 ? "invalid_credentials" : codeForStatus(status),
      message,
      success: false,
    },
    status,
  );
