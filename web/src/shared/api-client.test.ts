import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiErrorResponse, jsonResponse, stubFetch } from "@/testing/fetch-stub.ts";
import { ApiRequestError, apiRequest, resolveImageUrl } from "./api-client.ts";

const okSchema = z.object({ ok: z.boolean() });

describe("apiRequest", () => {
  it("sends cookies and only the query parameters that have a value", async () => {
    const fetchSpy = stubFetch(() => jsonResponse({ ok: true }));

    const data = await apiRequest("/api/catalogue/maids", {
      schema: okSchema,
      query: { page: 2, limit: 20, country: undefined, skill: null, available: false, name: "" },
    });

    expect(data).toEqual({ ok: true });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/catalogue/maids?page=2&limit=20&available=false&name=");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("GET");
  });

  it("sends a JSON body when there is one", async () => {
    const fetchSpy = stubFetch(() => jsonResponse({ ok: true }));

    await apiRequest("/api/auth/login", {
      schema: okSchema,
      method: "POST",
      body: { email: "a@b.sg", password: "secret1" },
    });

    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"email":"a@b.sg","password":"secret1"}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.credentials).toBe("include");
  });

  it("sends FormData as it is, leaving the multipart Content-Type to the browser", async () => {
    const fetchSpy = stubFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append("data", "{}");

    await apiRequest("/api/admin/maid", { schema: okSchema, method: "POST", body: form });

    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get("Content-Type")).toBeNull();
  });

  it("puts the configured API base in front of the path", async () => {
    vi.stubEnv("VITE_API_BASE_URL", "https://api.example.sg/");
    const fetchSpy = stubFetch(() => jsonResponse({ ok: true }));

    await apiRequest("/api/catalogue/top-maids", { schema: okSchema });

    expect(fetchSpy.mock.calls[0]?.[0]).toBe("https://api.example.sg/api/catalogue/top-maids");
  });

  it("throws an ApiRequestError carrying the status and the server's message", async () => {
    stubFetch(() => apiErrorResponse(404, "Maid not found"));

    const failure = apiRequest("/api/catalogue/maids/999", { schema: okSchema });

    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: "Maid not found",
      details: { code: "not_found" },
    });
  });

  it("names the status when the error body is not the API's error shape", async () => {
    stubFetch(
      () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );

    await expect(apiRequest("/api/catalogue/maids", { schema: okSchema })).rejects.toMatchObject({
      status: 502,
      message: "Request failed with status 502 Bad Gateway",
    });
  });

  it("refuses an answer that does not match the schema", async () => {
    stubFetch(() => jsonResponse({ ok: "yes" }));

    await expect(apiRequest("/api/catalogue/maids", { schema: okSchema })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });
});

describe("resolveImageUrl", () => {
  it("keeps absolute addresses, prefixes paths with the API base and drops empty ones", () => {
    vi.stubEnv("VITE_API_BASE_URL", "https://api.example.sg");

    expect(resolveImageUrl("https://cdn.example.sg/a.webp")).toBe("https://cdn.example.sg/a.webp");
    expect(resolveImageUrl("/api/images/ab12/card.webp")).toBe(
      "https://api.example.sg/api/images/ab12/card.webp",
    );
    expect(resolveImageUrl("")).toBeUndefined();
  });

  it("leaves paths relative to the site when no API base is configured", () => {
    vi.stubEnv("VITE_API_BASE_URL", "");

    expect(resolveImageUrl("/api/images/ab12/card.webp")).toBe("/api/images/ab12/card.webp");
  });
});
