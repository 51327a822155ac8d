// `npm test`'s unit, component and integration suites, each database once and each Node.js LTS
// that production runs once (ADR 0039): contract and web on this machine's Node, the server on
// the embedded database on Node 22, and on PostgreSQL (TEST_DATABASE_URL) on Node 24.
// `npm run check` runs them all on this machine's Node instead, the developer's fast loop.
import { NODE_22, NODE_24, nodeBinary, runOn } from "./node-lts.mjs";

const VITEST = "node_modules/vitest/vitest.mjs";

runOn(process.execPath, [VITEST, "run", "--project", "contract", "--project", "web"]);
runOn(nodeBinary(NODE_22), [VITEST, "run", "--project", "server-pglite"]);
if (process.env.TEST_DATABASE_URL) {
  runOn(nodeBinary(NODE_24), [VITEST, "run", "--project", "server-postgres"]);
} else {
  console.log(
    "==> server-postgres NOT RUN: set TEST_DATABASE_URL to a PostgreSQL server (docs/testing.md); CI does",
  );
}
