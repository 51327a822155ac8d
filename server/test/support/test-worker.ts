/** A worker for the pool's tests: each task says how to behave. */
import { setTimeout as sleep } from "node:timers/promises";
import { taskHandler } from "../../src/biodata/worker-pool.ts";

export type TestTask =
  | { kind: "echo"; value: string; ms?: number }
  | { kind: "throw" }
  | { kind: "crash" }
  | { kind: "hang" };

export default taskHandler(async (task: TestTask) => {
  switch (task.kind) {
    case "echo":
      if (task.ms) await sleep(task.ms);
      return `${task.value} from thread`;
    case "throw":
      throw new Error("the task failed");
    case "crash":
      process.exit(3);
      break;
    case "hang":
      for (;;) {}
  }
  return "unreachable";
});
