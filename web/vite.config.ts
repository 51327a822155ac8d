import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiProxy = { "/api": "http://localhost:3000" };
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside each text file of the build, for the server to send as they are. */
function precompress(outDir: string): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function filesIn(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesIn(full) : [full];
      }),
    );
    return nested.flat();
  }
  return {
    name: "precompress",
    apply: "build",
    async closeBundle() {
      const files = (await filesIn(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const content = await readFile(file);
          const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
          await writeFile(`${file}.br`, await brotli(content, quality));
          await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(path.resolve(import.meta.dirname, "dist"))],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: "dist", emptyOutDir: true },
});
