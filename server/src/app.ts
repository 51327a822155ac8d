import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { viewerPlugin } from "./auth/viewer-plugin.ts";
import { catalogueRoutes } from "./catalogue/catalogue-routes.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { healthRoutes } from "./http/health-routes.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerWebApp } from "./http/web-app.ts";
import { imageRoutes } from "./images/image-routes.ts";
import type { ImageStorage } from "./images/image-storage.ts";

export interface AppDependencies {
  config: Config;
  database: Database;
  imageStorage: ImageStorage;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp({
  config,
  database,
  imageStorage,
  logger = false,
}: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'"],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);
  await app.register(viewerPlugin, { db: database.db, config });

  await app.register(healthRoutes, { database });
  await app.register(catalogueRoutes, { prefix: "/api/catalogue", db: database.db });
  await app.register(imageRoutes, { prefix: "/api/images", storage: imageStorage });
  await registerWebApp(app, config.webDistDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
