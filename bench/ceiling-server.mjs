// The ceiling for bench/catalogue.mjs: a bare Fastify app answering the same JSON our catalogue
// answered (read from the file named by CEILING_JSON). GET /json serialises it per request
// (Fastify's default JSON.stringify, no schema, no plugins); GET /prebuilt sends a string
// built once. CEILING_WORKERS > 1 runs that many node:cluster workers on one port, as the
// server does with WEB_CONCURRENCY, so the ratio compares like with like.
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const workers = Number(process.env.CEILING_WORKERS ?? 1);
const port = Number(process.env.PORT);

if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  let ready = 0;
  cluster.on("message", (_worker, message) => {
    if (message === "ready" && ++ready === workers) console.log("ceiling ready");
  });
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    process.exit(0);
  });
} else {
  const body = JSON.parse(readFileSync(process.env.CEILING_JSON ?? "", "utf8"));
  const prebuilt = JSON.stringify(body);
  const app = Fastify({ logger: false });
  app.get("/json", async () => body);
  app.get("/prebuilt", async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(prebuilt),
  );
  await app.listen({ host: "127.0.0.1", port });
  if (cluster.isWorker) process.send?.("ready");
  else console.log("ceiling ready");
  process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
}
