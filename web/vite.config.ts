import path from "node:path";
import { constants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
// By path, not by package name: the config's bundler leaves packages to Node, which cannot load .ts.
import { escapeHtml } from "../contract/src/escape-html.ts";
import { FIRST_SCREEN_MARKS } from "../contract/src/first-screen.ts";
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
 * Adds first-screen.html, the page the server draws the catalogue and a helper's page into
 * (server/src/http/first-screen.ts), and home.html, the same with the landing hero, served for "/"
 * (server/src/http/web-app.ts), to the browser's build, beside index.html.
 */
function firstScreenPages(): Plugin {
  return {
    name: "first-screen-pages",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("the build has no index.html");
      const page = startingAfterPaint(String(index.source));
      const { rootEnd } = FIRST_SCREEN_MARKS;
      if (!page.includes(rootEnd)) throw new Error(`index.html lost its ${rootEnd} placeholder`);
      // The hero goes after the top bar, where the landing page draws it.
      const home = page.replace(rootEnd, `${landingHeroShell()}${rootEnd}`);
      this.emitFile({ type: "asset", fileName: "first-screen.html", source: page });
      this.emitFile({ type: "asset", fileName: "home.html", source: home });
    },
  };
}

/** .br and .gz beside each text file of 1 KB or more, which the server sends as they are. */
const precompressed = () =>
  compression({
    include: COMPRESSIBLE,
    threshold: 1024,
    algorithms: [
      defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm("gzip", { level: 9 }),
    ],
    logLevel: "silent",
  });

export default defineConfig(({ isSsrBuild }) => ({
  // The server's bundle draws pages in memory: it needs neither the pages nor their compressed copies.
  plugins: isSsrBuild ? [react()] : [react(), firstScreenPages(), precompressed()],
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
