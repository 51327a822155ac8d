/**
 * The web app's layers (docs/architecture.md#web-layers): a feature never imports another feature,
 * and shared code never imports a feature; only web/src/app puts features together.
 * Checked by `npm run lint` (`depcruise src`, run in web/).
 */
module.exports = {
  forbidden: [
    {
      name: "features-stay-apart",
      comment: "A feature never imports another feature: move what both need to web/src/shared.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: "^src/features/$1/" },
    },
    {
      name: "shared-imports-no-feature",
      comment: "Shared code never imports a feature (features build on shared, not the reverse).",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/features/" },
    },
    {
      name: "no-app-from-below",
      comment: "Features and shared code never import the app that assembles them.",
      severity: "error",
      from: { path: "^src/(features|shared)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
