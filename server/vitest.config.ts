import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files of a worker share its migrated database (see test/support/test-database.ts).
    isolate: false,
    fileParallelism: true,
  },
});
