import { type ApiErrorCode, codeForStatus } from "@maids/contract/errors.ts";
import { vi } from "vitest";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** An error answer in the API's shape; the code is the status's own unless given. */
export function apiErrorResponse(
  status: number,
  message: string,
  code: ApiErrorCode = codeForStatus(status),
): Response {
  return jsonResponse({ statusCode: status, error: "Error", code, message }, status);
}

/** A 400 refusing one field, as the server answers a form it refused (`errors: [{field, message}]`). */
export function fieldErrorResponse(field: string, message: string): Response {
  return jsonResponse(
    {
      statusCode: 400,
      error: "Bad Request",
      code: "invalid_input",
      message,
      errors: [{ field, message }],
    },
    400,
  );
}

type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers every fetch with the handler; relative addresses are read against http://localhost. */
export function stubFetch(handler: FetchHandler) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input, init) =>
      handler(new URL(String(input), "http://localhost"), init),
    );
}

/** One request as a stubbed API route sees it; `body` is the parsed JSON body, if any. */
export type StubbedRequest = { url: URL; init: RequestInit | undefined; body: unknown };
type RouteHandler = (request: StubbedRequest) => Response | Promise<Response>;

/** The API's answer to GET /api/auth/session for an anonymous visitor. */
export const signedOutResponse = () => jsonResponse({ id: null, user: null });

/**
 * Answers fetches by "METHOD /path" (e.g. "POST /api/auth/login"). The session call answers signed out
 * unless a route says otherwise; any other unlisted call gets a 404.
 */
export function stubApi(routes: Record<string, RouteHandler>) {
  return stubFetch((url, init) => {
    const route = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler =
      routes[route] ?? (route === "GET /api/auth/session" ? signedOutResponse : undefined);
    if (!handler) return apiErrorResponse(404, `Route ${route} not found`);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return handler({ url, init, body });
  });
}

/** The requests a stub received for one route, e.g. requestsTo(fetchSpy, "POST /api/auth/login"). */
export function requestsTo(
  fetchSpy: ReturnType<typeof stubFetch>,
  route: string,
): StubbedRequest[] {
  return fetchSpy.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), "http://localhost"),
      init,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }))
    .filter(({ url, init }) => `${init?.method ?? "GET"} ${url.pathname}` === route);
}

/** A response that arrives only when the test says so, to look at a busy state. */
export function deferredResponse() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}
