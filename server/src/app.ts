import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { adminHelperRoutes } from "./admin/admin-helper-routes.ts";
import {
  agencyFollowUpRoutes,
  customerListRoutes,
  customerRecommendationRoutes,
  customerRecordRoutes,
} from "./admin/customer-routes.ts";
import { agencyRoutes } from "./agency/agency-routes.ts";
import { auditRoutes } from "./audit/audit-routes.ts";
import { accessControlPlugin, SESSION_GUARDS } from "./auth/access-control.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { pruneRateLimits } from "./auth/rate-limit.ts";
import { SESSION_COOKIE } from "./auth/session-cookie.ts";
import { viewerPlugin } from "./auth/viewer-plugin.ts";
import { PDFS_PER_ACCOUNT, perAccountLimit } from "./biodata/account-limit.ts";
import { createBiodataPdfRenderer } from "./biodata/biodata-pdf-renderer.ts";
import { biodataRoutes } from "./biodata/biodata-routes.ts";
import {
  caseMoneyRoutes,
  familyMoneyRoutes,
  moneyReportRoutes,
  moneySettingsRoutes,
} from "./case-money/case-money-routes.ts";
import { caseMoneyService } from "./case-money/case-money-service.ts";
import { helperLoanService } from "./case-money/helper-loan-service.ts";
import { moneyReportService } from "./case-money/money-report-service.ts";
import { createAnswerCache } from "./catalogue/answer-cache.ts";
import { catalogueRoutes } from "./catalogue/catalogue-routes.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import {
  documentPackRoutes,
  documentTemplateRoutes,
} from "./document-pack/document-pack-routes.ts";
import { documentServices } from "./document-pack/document-services.ts";
import {
  familySigningRoutes,
  linkSigningRoutes,
  staffSigningRoutes,
} from "./document-pack/document-signing-routes.ts";
import { familyFileRoutes, staffFileRoutes } from "./employer-file/employer-file-routes.ts";
import { employerFileService } from "./employer-file/employer-file-service.ts";
import { favouriteRoutes } from "./favourites/favourite-routes.ts";
import {
  helperAccountRoutes,
  helperReviewRoutes,
} from "./helper-accounts/helper-account-routes.ts";
import { helperAccountService } from "./helper-accounts/helper-account-service.ts";
import { ownsPhoto } from "./helper-accounts/helper-profile-repository.ts";
import { helperRequestsService } from "./helper-accounts/helper-requests-service.ts";
import { helperExportRoutes } from "./helper-intake/helper-export-routes.ts";
import { helperImportRoutes } from "./helper-intake/helper-import-routes.ts";
import { backgroundWorkPlugin } from "./http/background-work.ts";
import { crossSitePlugin } from "./http/cross-site.ts";
import { acceptEmptyBodies } from "./http/empty-bodies.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { healthRoutes } from "./http/health-routes.ts";
import { refuseNulCharacters } from "./http/nul-characters.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { answerFrameworkError, registerSecurityHeaders } from "./http/security-headers.ts";
import { fastifyTrustProxy } from "./http/trusted-proxies.ts";
import { registerWebApp } from "./http/web-app.ts";
import { openIdentityCipher } from "./identity/identity-keys.ts";
import { imageRoutes } from "./images/image-routes.ts";
import type { ImageStorage } from "./images/image-storage.ts";
import { interviewRequestRoutes } from "./interviews/interview-request-routes.ts";
import { scheduleDaily } from "./jobs/daily-schedule.ts";
import { legalAdminRoutes, legalRoutes } from "./legal/legal-routes.ts";
import { legalTextService } from "./legal/legal-text-service.ts";
import { countingFailures, createMailer, type Mailer } from "./mail/mailer.ts";
import { matchService } from "./matching/match-service.ts";
import {
  familyMatchingRoutes,
  publicMatchingRoutes,
  staffMatchingRoutes,
} from "./matching/matching-routes.ts";
import { workerMetrics } from "./metrics/cluster-metrics.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { countRequests, metricsRoutes } from "./metrics/metrics-routes.ts";
import { signingCertificateOf } from "./pdf/signing-certificate.ts";
import { REMINDER_JOB, sendDailyReminders } from "./placements/daily-reminders.ts";
import { hiringRoutes, placementRoutes } from "./placements/placement-routes.ts";
import { placementOptions, placementService } from "./placements/placement-service.ts";
import { recommendedRoutes, signInCallbackRoutes } from "./recommendations/recommended-routes.ts";
import { shareLinkRoutes } from "./recommendations/share-link-routes.ts";
import { staffRoutes } from "./staff/staff-routes.ts";
import { supplierRoutes } from "./suppliers/supplier-routes.ts";

export interface AppDependencies {
  config: Config;
  database: Database;
  imageStorage: ImageStorage;
  /** Defaults to SMTP or the outbox folder, per configuration. */
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
  /**
   * A cluster worker (server.ts): `/metrics` then answers the sum over every worker, which
   * the primary gathers (metrics/cluster-metrics.ts); otherwise this process's own.
   */
  clusterWorker?: boolean;
}

const RATE_LIMIT_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Waits for the background work started so far, then forgets what the app keeps in memory
     * between requests: the catalogue's answers, the rankings and the facts they rank, the
     * biodata PDFs, the first screens drawn, and its own metrics. What else it holds lives in the database (sessions,
     * rate limits) or is read from it afresh by each request (the catalogue's version). For a
     * database emptied under a running app: the tests build one app per file
     * (test/support/test-app.ts) and call this between tests.
     */
    resetKeptState(): Promise<void>;
  }
}

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp({
  config,
  database,
  imageStorage,
  mailer,
  logger = false,
  clusterWorker = false,
}: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  const metrics = createMetrics(database);
  countRequests(app, metrics);
  acceptEmptyBodies(app);
  await app.register(backgroundWorkPlugin);
  await registerSecurityHeaders(app);
  refuseNulCharacters(app);
  // API answers are compressed on the fly; the web app's files are compressed at build time.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });
  await registerOpenApi(app, { cookie: SESSION_COOKIE, guards: SESSION_GUARDS });
  await app.register(crossSitePlugin, { config });
  await app.register(viewerPlugin, { db: database.db, config });
  await app.register(accessControlPlugin);
  pruneRateLimitsHourly(app, database);

  const sender = countingFailures(mailer ?? createMailer(config.mail, app.log), metrics.mailFailed);
  scheduleReminders(app, database, sender, config);

  await app.register(healthRoutes, { database });
  await app.register(metricsRoutes, {
    token: config.metricsToken,
    scrape: clusterWorker ? scrapeThroughPrimary(app, metrics) : metrics.text,
  });
  const legal = legalTextService(database.db, config.agency);
  await app.register(authRoutes, {
    prefix: "/api",
    db: database.db,
    config,
    acceptTerms: (tx, userId) => legal.acceptInForce(userId, ["terms", "privacy"], tx),
    mailer: sender,
  });
  await app.register(signInCallbackRoutes, { prefix: "/api", db: database.db, config });
  const answers = createAnswerCache(database.db, {}, metrics.answerCache);
  await app.register(catalogueRoutes, {
    prefix: "/api/catalogue",
    db: database.db,
    cache: answers,
  });
  const matches = matchService(database.db);
  await app.register(publicMatchingRoutes, { prefix: "/api/catalogue", matches });
  await app.register(familyMatchingRoutes, { prefix: "/api/user", matches });
  await app.register(staffMatchingRoutes, { prefix: "/api/admin", matches });
  const helperOptions = {
    helperAccounts: helperAccountService(database.db, imageStorage),
    helperRequests: helperRequestsService(database.db),
  };
  await app.register(helperAccountRoutes, { prefix: "/api/user/helper", ...helperOptions });
  await app.register(helperReviewRoutes, { prefix: "/api/admin", ...helperOptions });
  for (const prefix of ["/api/user/favorites", "/api/catalogue/user/favorites"]) {
    await app.register(favouriteRoutes, { prefix, db: database.db });
  }
  await app.register(recommendedRoutes, {
    prefix: "/api/user/recommended",
    db: database.db,
    config,
  });
  const placements = placementOptions(config);
  await app.register(interviewRequestRoutes, {
    prefix: "/api/user/interview-requests",
    db: database.db,
    placements,
  });
  for (const prefix of ["/api/admin", "/api/user"]) {
    await app.register(shareLinkRoutes, { prefix, db: database.db, config });
  }
  await app.register(adminHelperRoutes, {
    prefix: "/api/admin",
    db: database.db,
    storage: imageStorage,
  });
  await app.register(helperExportRoutes, { prefix: "/api/admin", db: database.db });
  for (const prefix of ["/api/admin", "/api/user"]) {
    await app.register(customerListRoutes, { prefix, db: database.db });
  }
  await app.register(customerRecommendationRoutes, { prefix: "/api/user", db: database.db });
  await app.register(customerRecordRoutes, { prefix: "/api/admin", db: database.db });
  await app.register(agencyFollowUpRoutes, { prefix: "/api/admin", db: database.db, config });
  await app.register(supplierRoutes, { prefix: "/api/admin", db: database.db });
  await app.register(helperImportRoutes, {
    prefix: "/api/admin",
    db: database.db,
    storage: imageStorage,
    importsDir: config.importsDir,
  });
  await app.register(staffRoutes, { prefix: "/api/admin", db: database.db });
  await app.register(auditRoutes, { prefix: "/api/admin", db: database.db });
  await app.register(placementRoutes, { prefix: "/api/admin", db: database.db, placements });
  await app.register(hiringRoutes, { prefix: "/api/user", db: database.db, placements });
  await app.register(legalRoutes, { prefix: "/api/legal", legal });
  await app.register(legalAdminRoutes, { prefix: "/api/admin", legal });
  const employerFile = employerFileService(database.db, await openIdentityCipher(config), legal);
  await app.register(familyFileRoutes(), { prefix: "/api/user", employerFile });
  const moneyServices = {
    money: caseMoneyService(database.db),
    loans: helperLoanService(database.db),
  };
  await app.register(moneySettingsRoutes, { prefix: "/api/admin", ...moneyServices });
  await app.register(caseMoneyRoutes, { prefix: "/api/admin", ...moneyServices });
  await app.register(familyMoneyRoutes, { prefix: "/api/user", ...moneyServices });
  await app.register(moneyReportRoutes, {
    prefix: "/api/admin",
    report: moneyReportService(database.db, moneyServices.money),
  });
  await app.register(staffFileRoutes(), { prefix: "/api/admin", employerFile });
  const caseDetails = placementService(database.db, placements);
  const { templates, documents, signing } = documentServices({
    db: database.db,
    config,
    employerFile,
    ...moneyServices,
    placements: caseDetails,
    mailer: sender,
    certificate: await signingCertificateOf(config),
  });
  await app.register(documentTemplateRoutes, { prefix: "/api/admin", templates });
  await app.register(documentPackRoutes, { prefix: "/api/admin", documents, employerFile });
  const signingOptions = {
    signing,
    documents,
    employerFile,
    caseOwnerId: async (id: number) => (await caseDetails.detail(id)).owner.id,
  };
  await app.register(staffSigningRoutes, { prefix: "/api/admin", ...signingOptions });
  await app.register(familySigningRoutes, { prefix: "/api/user", ...signingOptions });
  await app.register(linkSigningRoutes, { prefix: "/api/signing", ...signingOptions });
  const renderer = createBiodataPdfRenderer(config.biodataPdf);
  app.addHook("onClose", () => renderer.close());
  const perAccount = perAccountLimit(PDFS_PER_ACCOUNT);
  for (const [prefix, version] of [
    ["/api/user", "customer"],
    ["/api/admin", "admin"],
  ] as const) {
    await app.register(biodataRoutes, {
      prefix,
      db: database.db,
      storage: imageStorage,
      config,
      version,
      renderer,
      perAccount,
    });
  }
  await app.register(agencyRoutes, { prefix: "/api/agency", config });
  await app.register(imageRoutes, {
    prefix: "/api/images",
    storage: imageStorage,
    ownsPhoto: (userId, key) => ownsPhoto(database.db, userId, key),
  });
  const webApp = await registerWebApp(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    sessionCookie: SESSION_COOKIE,
  });
  app.decorate("resetKeptState", async () => {
    await app.backgroundWorkSettled();
    answers.clear();
    matches.clear();
    renderer.forget();
    webApp.forget();
    metrics.reset();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function scheduleReminders(
  app: FastifyInstance,
  database: Database,
  mailer: Mailer,
  config: Config,
) {
  if (!config.reminders) return;
  scheduleDaily(app, {
    name: REMINDER_JOB,
    ...config.reminders,
    run: async (now) => {
      const options = { ...placementOptions(config), publicUrl: config.publicUrl, now };
      const sent = await sendDailyReminders(database.db, mailer, options);
      if (sent !== null) app.log.info({ job: REMINDER_JOB, mails: sent }, "daily reminders sent");
    },
  });
}

/** A worker's scrape: the primary sums every worker's metrics; this one's go when asked. */
function scrapeThroughPrimary(app: FastifyInstance, metrics: Metrics) {
  const cluster = workerMetrics(metrics);
  app.addHook("onClose", async () => cluster.stop());
  return cluster.scrape;
}

function pruneRateLimitsHourly(app: FastifyInstance, database: Database) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      pruneRateLimits(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, "pruning rate limits failed"),
      );
    }, RATE_LIMIT_PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
