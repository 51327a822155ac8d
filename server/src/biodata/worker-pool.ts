/**
 * A pool of worker threads for CPU-heavy work (ADR 0026), so that it never blocks the event
 * loop: a thin wrapper of piscina, for what piscina leaves to its callers.
 * - A bounded queue: beyond `size` running and `queueLimit` waiting tasks, `run` refuses at
 *   once with PoolBusyError (piscina's `maxQueue` rejects with plain Errors).
 * - A time limit per task that runs from when a loaded worker starts it, not from when it
 *   was queued: the handler (`taskHandler`) says when it starts, and past the limit its worker
 *   is ended. Not an AbortSignal: piscina keeps abortable tasks out of its FIFO queue, and
 *   neither counts them against `maxQueue` nor runs them in the order they came.
 * - Workers written in TypeScript load through tsx (tests and development on Node 20).
 * A task that throws, or whose worker dies, fails with TaskFailedError; the next task gets a
 * new worker. Workers start with the first task, and idle ones do not keep the process alive.
 */
import { parentPort, threadId } from "node:worker_threads";
import { Piscina } from "piscina";

export interface WorkerPoolOptions {
  /** The worker's module, whose default export is `taskHandler(…)`: .ts through tsx, or .js. */
  file: URL;
  size: number;
  queueLimit: number;
  taskTimeoutMs: number;
}

export interface WorkerPool<Input, Output> {
  /** The worker's answer; rejects with PoolBusyError, TaskFailedError or PoolClosedError. */
  run(input: Input): Promise<Output>;
  /** Fails what is waiting and running, and ends the workers. */
  close(): Promise<void>;
}

/** Every worker is busy and the queue is full. */
export class PoolBusyError extends Error {
  constructor() {
    super("every worker is busy and the queue is full");
  }
}

/** The task threw, its worker died, or it ran past the time limit. */
export class TaskFailedError extends Error {}

export class PoolClosedError extends Error {
  constructor() {
    super("the worker pool is closed");
  }
}

/** What crosses to the worker: the input, and an id it names when it starts the task. */
interface Task<Input> {
  id: number;
  input: Input;
}

/** What a worker posts when it starts a task: the task's id and its own thread's. */
interface Started {
  started: number;
  thread: number;
}

/** Piscina's worker for a .ts module: registers tsx, then loads the module (Node 20). */
const TSX_WORKER = new URL("./tsx-worker.mjs", import.meta.url);

/** Idle workers beyond the first end after this; the first stays until `close`. */
const IDLE_TIMEOUT_MS = 60_000;

export function createWorkerPool<Input, Output>(
  options: WorkerPoolOptions,
): WorkerPool<Input, Output> {
  /** The tasks handed to piscina and not yet settled, each with what starts its time limit. */
  const tasks = new Map<number, (thread: number) => void>();
  let lastId = 0;
  let closed = false;
  let piscina: Piscina<Task<Input>, Output> | undefined;

  // Made with the first task, so that its first worker starts then rather than with the app.
  function pool() {
    if (piscina) return piscina;
    const typescript = options.file.pathname.endsWith(".ts");
    const made = new Piscina<Task<Input>, Output>({
      filename: (typescript ? TSX_WORKER : options.file).href,
      workerData: typescript ? options.file.href : undefined,
      maxThreads: options.size,
      // Piscina replaces a worker that died only to keep `minThreads`: without one, the
      // tasks waiting behind it would wait for the next `run`.
      minThreads: 1,
      idleTimeout: IDLE_TIMEOUT_MS,
      // A task that finds no free worker goes back to the head of the queue, not its tail.
      stricterFIFO: true,
    });
    made.on("message", (message: Started) => tasks.get(message.started)?.(message.thread));
    // A worker that fails with no task to fail did not start (its module does not load), and
    // piscina then starts no more: what waits fails, and the next task starts afresh.
    made.on("error", () => {
      if (piscina === made) piscina = undefined;
      void made.destroy();
    });
    piscina = made;
    return made;
  }

  return {
    async run(input) {
      if (closed) throw new PoolClosedError();
      if (tasks.size >= options.size + options.queueLimit) throw new PoolBusyError();
      const id = ++lastId;
      const workers = pool();
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      tasks.set(id, (thread) => {
        timer = setTimeout(() => {
          timedOut = true;
          void workers.threads.find((worker) => worker.threadId === thread)?.terminate();
        }, options.taskTimeoutMs);
      });
      try {
        return await workers.run({ id, input });
      } catch (error) {
        if (closed) throw new PoolClosedError();
        if (timedOut) throw new TaskFailedError(`no answer within ${options.taskTimeoutMs} ms`);
        const message = error instanceof Error ? error.message : String(error);
        throw new TaskFailedError(message, { cause: error });
      } finally {
        clearTimeout(timer);
        tasks.delete(id);
      }
    },

    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}

/**
 * The worker's side, its module's default export: `export default taskHandler(render)`.
 * Tells the pool when each task starts, for its time limit.
 */
export function taskHandler<Input, Output>(handle: (input: Input) => Promise<Output>) {
  return (task: Task<Input>): Promise<Output> => {
    parentPort?.postMessage({ started: task.id, thread: threadId } satisfies Started);
    return handle(task.input);
  };
}
