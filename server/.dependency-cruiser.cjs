/**
 * The server's layers (ADR 0019): routes call services, services decide, repositories
 * query. File names tell the layer: `*-routes.ts`, `*-service.ts`, `*-repository.ts`.
 * Checked by `npm run lint` (`depcruise src`, run in server/).
 */
const REPOSITORY = "-repository\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "routes-call-services",
      comment:
        "A route never imports a repository: call the feature's service (*-service.ts), which " +
        "reads and writes through the repository; add the read there if it is missing. Only " +
        "the read-only catalogue and image routes read repositories themselves (ADR 0019). " +
        "Types (`import type`) of rows are allowed.",
      severity: "error",
      from: {
        path: "-routes\\.ts$",
        pathNot: "^src/(catalogue/catalogue-routes|images/image-routes)\\.ts$",
      },
      to: { path: REPOSITORY, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "repositories-know-no-callers",
      comment:
        "A repository only queries: it never imports a service, a route " +
        "or http/. Move the decision to the service that calls it, and return data, null or " +
        "false instead of throwing an HTTP error.",
      severity: "error",
      from: { path: REPOSITORY },
      to: { path: ["-service\\.ts$", "-routes\\.ts$", "^src/http/"] },
    },
    {
      name: "only-repositories-query",
      comment:
        "Only repositories (*-repository.ts) and db/ build queries: nothing else imports values " +
        "from drizzle-orm or the schema. Add the query to the repository of its table and " +
        "call it; types (`import type`) are allowed.",
      severity: "error",
      from: { pathNot: [REPOSITORY, "^src/db/"] },
      to: {
        path: ["(^|/)node_modules/drizzle-orm/", "^src/db/schema\\.ts$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "no-folder-cycles",
      comment:
        "Folders of server/src never import each other in a circle. Put what both need in " +
        "the folder that owns it (its table's repository, maids/, users/), or let the " +
        "feature that needs the other one register the route itself (as recommendations/ " +
        "does with the sign-in callback).",
      severity: "error",
      scope: "folder",
      from: { path: "^src/[^/]+" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js"] },
  },
};
