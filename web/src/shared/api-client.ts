import { type ApiError, apiErrorSchema } from "@maids/contract/errors.ts";
import type { z } from "zod";

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<Schema extends z.ZodType> = {
  schema: Schema;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  /** FormData goes as multipart (the browser sets its boundary); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** "include" (cookies) unless told otherwise. */
  credentials?: RequestCredentials;
};

/** A non-2xx answer, carrying the server's own message (contract apiErrorSchema). */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";

  constructor(
    readonly status: number,
    message: string,
    readonly details?: ApiError,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;
let currentFetch: () => Fetch = () => fetch;

/** Rendering on the server answers the page's API calls itself (entry-server.tsx). */
export function setApiFetch(source: () => Fetch) {
  currentFetch = source;
}

function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_BASE_URL ?? "").replace(/\/+$/, "");
}

export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.size > 0 ? `?${params}` : "";
  return `${apiBaseUrl()}${path}${search}`;
}

/** Image addresses from the API: absolute ones as they are, paths on the API's base. */
export function resolveImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith("http")) return url;
  return `${apiBaseUrl()}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The error of an answer with `status`: the API's own when its body is one, else a generic one. */
export function apiErrorOf(status: number, body: unknown, statusText = ""): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError(status, parsed.data.message, parsed.data);
  return new ApiRequestError(
    status,
    `Request failed with status ${status}${statusText ? ` ${statusText}` : ""}`,
  );
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorOf(response.status, body, response.statusText);
}

export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  {
    schema,
    method = "GET",
    query,
    body,
    signal,
    credentials = "include",
  }: ApiRequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const isJson = body !== undefined && !(body instanceof FormData);
  const response = await currentFetch()(buildApiUrl(path, query), {
    method,
    credentials,
    headers: isJson
      ? { Accept: "application/json", "Content-Type": "application/json" }
      : { Accept: "application/json" },
    body: body instanceof FormData ? body : isJson ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) throw await errorFrom(response);
  // Some answers (204, or a 200 to a sign-out) carry no body at all.
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema.parse(data);
}
