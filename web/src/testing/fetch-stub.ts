import { vi } from "vitest";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function apiErrorResponse(status: number, message: string): Response {
  return jsonResponse({ statusCode: status, error: "Error", message }, status);
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

export function requestedUrls(fetchSpy: ReturnType<typeof stubFetch>): URL[] {
  return fetchSpy.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
}
