import type { FastifyInstance } from "fastify";

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Clients written against the spec send body-less POSTs (sign-out, callbacks,
 * toggles), some with `Content-Type: application/json`. A missing or empty
 * body is an empty object everywhere, whatever its content type; a body
 * that is present is parsed as strictly as before (Fastify's own JSON parser,
 * with its prototype-poisoning defence).
 */
export function acceptEmptyBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && WITH_BODY.has(request.method)) request.body = {};
  });
}
