import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A migrated database made once per run, which each worker copies (test/support/global-setup.ts).
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/cheap-password-hashes.ts"],
    // Test files of a worker share its database (see test/support/test-database.ts).
    isolate: false,
    fileParallelism: true,
  },
});
