import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./error-handler.ts";

const NUL = "\u0000";
const ENCODED_NUL = /%00/i;
const NUL_MESSAGE = "must not contain a NUL character";

/**
 * Where the first NUL character in `value` is: "" for `value` itself, else a dotted path.
 * Walks with its own stack, not by recursion: a body may nest thousands of levels deep.
 */
function findNulCharacter(value: unknown): string | undefined {
  const pending: [item: unknown, path: string][] = [[value, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (item.includes(NUL)) return path;
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

/** Refuses `value` (a query, a body, a form field) with a 400 naming where it holds a NUL character. */
export function refuseNulIn(value: unknown, place: string, wholeName = place): void {
  const field = findNulCharacter(value);
  if (field === undefined) return;
  const name = field || wholeName;
  throw new HttpError(400, `Invalid ${place}: ${name} ${NUL_MESSAGE}`, {
    errors: [{ field: name, message: NUL_MESSAGE }],
  });
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL character reaching a query
 * fails it, and the request would answer 500 (sign-in, sign-up and the admin
 * search did, found by wapiti). No field of this API has a use for one, so a
 * NUL in the path, the query or a JSON body is refused with a 400 before any
 * route sees it. Multipart fields are parsed by their routes (the admin helper
 * forms), which need to check them with `refuseNulIn` themselves.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (!ENCODED_NUL.test(request.url)) return;
    refuseNulIn(request.query, "query parameter");
    throw new HttpError(400, API_MESSAGES.invalidRequest);
  });
  app.addHook("preValidation", async (request) => {
    refuseNulIn(request.body, "body field");
  });
}
