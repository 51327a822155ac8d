import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs work after the answer has gone (a mail, say); a failure is logged. */
    runInBackground(name: string, work: () => Promise<unknown>): void;
    /** Resolves once every piece of background work started so far has ended. */
    backgroundWorkSettled(): Promise<void>;
  }
}

/**
 * Work that must not delay an answer, or tell by its timing whether an account
 * exists, but must not be lost either: closing the app (SIGTERM) waits for it.
 */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();

    app.decorate("runInBackground", (name: string, work: () => Promise<unknown>) => {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, `${name} failed`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    });

    app.decorate("backgroundWorkSettled", async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    });

    app.addHook("onClose", async () => app.backgroundWorkSettled());
  },
  { name: "background-work" },
);
