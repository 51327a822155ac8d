import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/** The security scheme of the session cookie, as operations name it. */
const SESSION_SCHEME = "sessionCookie";

/** `security` of an operation that anyone may call, but that answers more to a signed-in user. */
export const OPTIONAL_SESSION: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];

const REQUIRED_SESSION: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body of a route that reads it itself (multipart uploads), for the document only:
     * each media type it takes with the JSON schema of its content (see `multipartBody`).
     */
    documentedBody?: Record<string, { schema: Record<string, unknown> }>;
  }
}

/**
 * `documentedBody` of a multipart route: its fields (`files` as binary parts) and, when it also
 * takes the same values as a plain JSON body, that body's schema.
 */
export function multipartBody(
  fields: Record<string, Record<string, unknown>>,
  { required = [], json }: { required?: string[]; json?: z.ZodType } = {},
): Record<string, { schema: Record<string, unknown> }> {
  return {
    "multipart/form-data": {
      schema: { type: "object", properties: fields, required },
    },
    ...(json ? { "application/json": { schema: bodySchemaOf(json) } } : {}),
  };
}

/**
 * A request body's JSON schema, as the route schemas' bodies are documented. A field the form
 * reads through a function (a blank kept as "unchanged", a date read leniently) is documented by
 * the values it accepts: the function's own `{}` (anything) is left out of its `anyOf`.
 */
function bodySchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  });
  return withoutAnythingAlternatives(jsonSchema) as Record<string, unknown>;
}

function withoutAnythingAlternatives(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAnythingAlternatives);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [
    key,
    withoutAnythingAlternatives(inner),
  ]);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (!Array.isArray(schema.anyOf)) return schema;
  const alternatives = schema.anyOf.filter(
    (alternative) => Object.keys(alternative as object).length > 0,
  );
  const { anyOf: _, ...rest } = schema;
  if (alternatives.length === 1) return { ...rest, ...(alternatives[0] as object) };
  return alternatives.length === 0 ? rest : { ...rest, anyOf: alternatives };
}

type Hooks = RouteOptions["preValidation"] | RouteOptions["preHandler"];
const hooksOf = (hooks: Hooks) => (hooks ? [hooks].flat() : []);

/** What the document says of the session, from auth/ (http/ does not import it). */
export interface SessionDocumentation {
  /** The session cookie's name. */
  cookie: string;
  /** The hooks that refuse a request without a session (access control's guards). */
  guards: readonly unknown[];
}

/** Whether a guard (access control's, or the route's own) checks the session. */
function isGuarded(route: RouteOptions, guards: readonly unknown[]): boolean {
  const hooks: unknown[] = [...hooksOf(route.preValidation), ...hooksOf(route.preHandler)];
  return hooks.some((hook) => guards.includes(hook));
}

/** `/api/user/favorites/` (a prefix's own route as Fastify hands it over) is served as `/api/user/favorites`. */
const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, "") : url);

/**
 * An operation id from the method and the path, unless the route names one:
 * `GET /api/catalogue/maids/:id` is `getCatalogueMaidsById`. Method and path are
 * unique, so the ids are.
 */
function operationIdFor(method: string, url: string): string {
  const words = withoutTrailingSlash(url)
    .replace(/^\/api\//, "/")
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split("-"))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

/**
 * OpenAPI generated from the route schemas; UI at /api/docs, document at /api/docs/json.
 * It passes Redocly's recommended rules (`npm run lint:openapi`): every operation has an
 * id and says whether it needs the session cookie, paths have no trailing slash.
 */
export async function registerOpenApi(app: FastifyInstance, session: SessionDocumentation) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Maid agency API",
        version: "1.0.0",
        description:
          "API of the helper catalogue, customer accounts and agency administration. " +
          `Authentication is a session cookie (\`${session.cookie}\`, HttpOnly), set by signing in; ` +
          "send credentials with every call. " +
          "Every 4xx/5xx answers `{statusCode, error, code, message, errors?}`; `code` is one of " +
          "a closed set (contract `API_ERROR_CODES`) for clients to decide on.",
      },
      // Relative: the server that serves this document (OpenAPI 3.1, section 4.8.5).
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: session.cookie,
            description: "The session, set by POST /api/auth/login or /api/admin/auth/login.",
          },
        },
      },
      tags: [
        { name: "auth", description: "Accounts, sessions and password reset" },
        { name: "catalogue", description: "Public helper catalogue" },
        {
          name: "helper accounts",
          description:
            "A helper's own account: her profile and its review, consent, interviews, data",
        },
        {
          name: "matching",
          description: "A family's requirements and the helpers ranked against them, with reasons",
        },
        { name: "images", description: "Helper photos" },
        { name: "health", description: "Liveness and readiness" },
      ],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const route = input.route as RouteOptions;
      const method = [route.method].flat()[0] ?? "get";
      const documentedBody = route.config?.documentedBody;
      return {
        schema: {
          ...schema,
          ...(documentedBody ? { body: { content: documentedBody } } : {}),
          operationId: schema.operationId ?? operationIdFor(method, input.url),
          security: schema.security ?? (isGuarded(route, session.guards) ? REQUIRED_SESSION : []),
        },
        url: withoutTrailingSlash(url),
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
}
