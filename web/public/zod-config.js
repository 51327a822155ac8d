// A deferred classic script that index.html runs before the app's modules: zod would otherwise probe
// `new Function` while its first object schemas are built, which the site's
// Content-Security-Policy (no unsafe-eval) refuses and reports. zod reads this global as its
// configuration; calling z.config() from the app would run too late, after the schemas bundled
// with zod have been built.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
