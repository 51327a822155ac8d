/**
 * A small pool of worker threads for CPU-heavy work (ADR 0026), so that it never blocks the
 * event loop. Workers start when first needed; beyond `size` running and `queueLimit`
 * waiting tasks, `run` refuses at once. A worker that crashes, or runs a task past
 * `taskTimeoutMs`, is ended and its task fails; the next task starts a new worker.
 */
import { parentPort, Worker } from "node:worker_threads";

export interface WorkerPoolOptions {
  /** The worker's module: a .ts file runs through tsx (tests, development), a .js file as is. */
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

/** What a worker posts: that it has loaded, or a task's outcome. */
type Message<Output> =
  | { ready: true }
  | { ok: true; output: Output }
  | { ok: false; error: string };

interface Task<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
}

/** A worker, whether it has loaded its module, and the task it is running. */
interface Thread<Input, Output> {
  worker: Worker;
  ready: boolean;
  task: Task<Input, Output> | null;
  timer: NodeJS.Timeout | undefined;
}

/** How long a new worker may take to load its module (tsx compiles it first in development). */
const STARTUP_TIMEOUT_MS = 30_000;

export function createWorkerPool<Input, Output>(
  options: WorkerPoolOptions,
): WorkerPool<Input, Output> {
  const threads = new Set<Thread<Input, Output>>();
  const queue: Task<Input, Output>[] = [];
  let closed = false;

  const idleThread = () => [...threads].find((thread) => thread.task === null);
  const hasRoomNow = () => threads.size < options.size || idleThread() !== undefined;

  function dispatch() {
    while (queue.length > 0 && hasRoomNow()) {
      const thread = idleThread() ?? startThread();
      start(thread, queue.shift() as Task<Input, Output>);
    }
  }

  function startThread(): Thread<Input, Output> {
    const thread: Thread<Input, Output> = {
      worker: spawnWorker(options.file),
      ready: false,
      task: null,
      timer: undefined,
    };
    threads.add(thread);
    const { worker } = thread;
    // An idle pool must not keep the process alive.
    worker.unref();
    worker.on("message", (message: Message<Output>) => onMessage(thread, message));
    worker.on("error", (error) => retire(thread, new TaskFailedError(error.message)));
    worker.on("exit", (code) => retire(thread, new TaskFailedError(`worker exited (${code})`)));
    return thread;
  }

  /** The time limit runs from when the task reaches a loaded worker. */
  function armTimer(thread: Thread<Input, Output>) {
    clearTimeout(thread.timer);
    const [limit, what] = thread.ready
      ? [options.taskTimeoutMs, "no answer"]
      : [STARTUP_TIMEOUT_MS, "the worker did not start"];
    thread.timer = setTimeout(
      () => retire(thread, new TaskFailedError(`${what} within ${limit} ms`)),
      limit,
    );
  }

  function start(thread: Thread<Input, Output>, task: Task<Input, Output>) {
    thread.task = task;
    armTimer(thread);
    thread.worker.postMessage(task.input);
  }

  function onMessage(thread: Thread<Input, Output>, message: Message<Output>) {
    if ("ready" in message) {
      thread.ready = true;
      if (thread.task) armTimer(thread);
      return;
    }
    const { task } = thread;
    if (!task) return;
    clearTimeout(thread.timer);
    thread.task = null;
    if (message.ok) task.resolve(message.output);
    else task.reject(new TaskFailedError(message.error));
    dispatch();
  }

  /** Ends a worker that failed or hung; its task fails, and waiting tasks get a new worker. */
  function retire(thread: Thread<Input, Output>, error: Error) {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.timer);
    thread.task?.reject(error);
    thread.task = null;
    void thread.worker.terminate();
    if (!closed) dispatch();
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new PoolClosedError());
      if (!hasRoomNow() && queue.length >= options.queueLimit) {
        return Promise.reject(new PoolBusyError());
      }
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        dispatch();
      });
    },

    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new PoolClosedError());
      const ending = [...threads].map((thread) => {
        retire(thread, new PoolClosedError());
        return thread.worker.terminate();
      });
      await Promise.all(ending);
    },
  };
}

/**
 * Node 20 cannot run TypeScript, and ignores `--import tsx` in a worker's execArgv: a .ts
 * worker (tests, development) registers tsx in the thread before importing its module.
 */
function spawnWorker(file: URL): Worker {
  if (!file.pathname.endsWith(".ts")) return new Worker(file);
  // Resolved from the working directory, inside the project wherever it runs from source.
  const bootstrap = `import("tsx/esm/api").then(({ register }) => {
    register();
    return import(${JSON.stringify(file.href)});
  });`;
  return new Worker(bootstrap, { eval: true });
}

/** The worker's side: answers each task with `handle`'s result, or the error it threw. */
export function answerTasks<Input, Output>(handle: (input: Input) => Promise<Output>) {
  const port = parentPort;
  if (!port) throw new Error("answerTasks runs in a worker thread");
  port.on("message", async (input: Input) => {
    let answer: Message<Output>;
    try {
      answer = { ok: true, output: await handle(input) };
    } catch (error) {
      answer = {
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    port.postMessage(answer);
  });
  port.postMessage({ ready: true } satisfies Message<Output>);
}
