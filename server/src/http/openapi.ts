import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the route schemas; UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Maid agency API",
        version: "1.0.0",
        description:
          "API of the helper catalogue, customer accounts and agency administration. " +
          "Authentication is a session cookie (`sid`, HttpOnly); send credentials with every call. " +
          "Every 4xx/5xx answers `{statusCode, error, message, errors?}`.",
      },
      tags: [
        { name: "auth", description: "Accounts, sessions and password reset" },
        { name: "catalogue", description: "Public helper catalogue" },
        { name: "images", description: "Helper photos" },
        { name: "health", description: "Liveness and readiness" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
}
