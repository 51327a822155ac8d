import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// By path, not by package name: the config's bundler leaves packages to Node, which cannot load .ts.
import { escapeHtml } from "../contract/src/escape-html.ts";
import { publicPageChunks } from "./build/public-page-chunks.ts";
import { HOME_PAGE_TEXTS } from "./src/features/home/texts.ts";

const apiProxy = { "/api": "http://localhost:3000" };
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * The landing page's hero as plain HTML, painted before the app's script runs (the app then
 * draws the same hero over it), so the page's largest text does not wait for JavaScript.
 */
function landingHeroShell(): string {
  const { heroOverline, heroTitle, heroIntro } = HOME_PAGE_TEXTS;
  return `
      <style>
        .landing-shell { color: #fff; background: #0c191b radial-gradient(circle at 85% 15%, rgba(255, 145, 77, 0.28), transparent 45%); font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
        .landing-shell > div { box-sizing: border-box; max-width: 1200px; margin: 0 auto; padding: 48px 16px; }
        .landing-shell p, .landing-shell h1 { margin: 0; }
        .landing-shell .overline { color: #ffa366; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.12em; line-height: 1.6; text-transform: uppercase; margin-bottom: 12px; }
        .landing-shell h1 { font-size: 2.125rem; font-weight: 800; line-height: 1.1; letter-spacing: -0.02em; max-width: 14em; margin-bottom: 20px; }
        .landing-shell .intro { font-size: 1rem; line-height: 1.5; color: rgba(255, 255, 255, 0.82); max-width: 36em; }
        @media (min-width: 600px) { .landing-shell > div { padding: 48px 24px; } }
        @media (min-width: 900px) { .landing-shell > div { padding: 96px 24px; } .landing-shell > div > div { max-width: 58%; } .landing-shell h1 { font-size: 3rem; } .landing-shell .intro { font-size: 1.125rem; } }
      </style>
      <section class="landing-shell"><div><div>
        <p class="overline">${escapeHtml(heroOverline)}</p>
        <h1>${escapeHtml(heroTitle)}</h1>
        <p class="intro">${escapeHtml(heroIntro)}</p>
      </div></div></section>`;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * index.html for pages that show something before their script runs: the app's module script
 * and its preload links replaced by public/start-app.js, which starts the same module once the
 * page is painted (docs/decisions/0036-first-screen-on-the-server.md).
 */
function startingAfterPaint(index: string): string {
  const entry = MODULE_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error("index.html lost its module script");
  const start = `<script defer src="/start-app.js" data-entry="${entry}"></script>\n  `;
  return index
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", `${start}</head>`);
}

/**
 * Writes first-screen.html, the page the server draws the catalogue and a helper's page into
 * (server/src/http/first-screen.ts), and home.html, the same with the landing hero, served for "/"
 * (server/src/http/web-app.ts).
 */
async function writeFirstScreenPages(outDir: string) {
  const page = startingAfterPaint(await readFile(path.join(outDir, "index.html"), "utf8"));
  await writeFile(path.join(outDir, "first-screen.html"), page);
  const marker = '<div id="root">';
  const bar = page.indexOf("</div>", page.indexOf('class="app-shell-bar"'));
  if (!page.includes(marker) || bar < 0) throw new Error("index.html lost its app shell");
  const home = `${page.slice(0, bar + "</div>".length)}${landingHeroShell()}${page.slice(bar + "</div>".length)}`;
  await writeFile(path.join(outDir, "home.html"), home);
}

/** After the build: the landing page, then .br and .gz beside each text file, sent as they are. */
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
  let isServerBuild = false;
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      await writeFirstScreenPages(outDir);
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(path.resolve(import.meta.dirname, "dist"))],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server's bundle is one file; the browser's is cut for few scripts per public page.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [{ name: publicPageChunks(), includeDependenciesRecursively: false }],
            },
          },
        },
  },
  // The server's bundle (`vite build --ssr`, entry-server.tsx) carries its packages with it.
  ssr: { noExternal: true },
  // The server's bundle needs no copy of the public files, and always runs React's production
  // build, whatever NODE_ENV the server runs with (a development build draws pages 3-5x slower).
  publicDir: isSsrBuild ? false : "public",
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
}));
