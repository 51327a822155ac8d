// `npm run dev`: the API with reload on port 3000 and Vite on 5173 (proxying /api to 3000).
import { spawn } from "node:child_process";

const parts = [
  { name: "server", color: 36, args: ["run", "dev", "--workspace", "server"] },
  { name: "web", color: 35, args: ["run", "dev", "--workspace", "web"] },
];

const children = parts.map(({ name, color, args }) => {
  const child = spawn("npm", args, { stdio: ["inherit", "pipe", "pipe"], env: process.env });
  const prefix = `\x1b[${color}m[${name}]\x1b[0m `;
  /**
   * @param {import("node:stream").Readable} stream
   * @param {NodeJS.WriteStream} target
   */
  const relay = (stream, target) =>
    stream.on("data", (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString().split("\n")) if (line) target.write(`${prefix}${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("exit", (code) => {
    console.log(`${prefix}exited with ${code}`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
