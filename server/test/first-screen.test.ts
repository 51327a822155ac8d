import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="The site."><title>Agency</title><script type="module" src="/assets/app-1.js"></script></head>' +
  '<body><div id="root"><div class="shell"></div></div></body></html>';
/**
 * What the build makes of it for pages drawn here: the script starts once painted; placeholders
 * (web/index.html's) say where a drawn page goes.
 */
const FIRST_SCREEN_HTML =
  '<!doctype html><html><head><meta\n  name="description"\n  content="The site."\n/><title>Agency</title><script defer src="/start-app.js" data-entry="/assets/app-1.js"></script><!--first-screen:head--></head>' +
  '<body><div id="root"><!--first-screen:root--><div class="shell"></div><!--/first-screen:root--></div><!--first-screen:state--></body></html>';

/** A page title that must not end the head's title element nor a description's attribute. */
const HOSTILE_TITLE = '</title><script>alert(1)</script> & "more"';

/** Text that must not end the state's script element nor the page's markup. */
const HOSTILE_TEXT = "</script><script>alert(1)</script><!-- \u2028";

/**
 * A stand-in for the web build's server bundle (web/src/entry-server.tsx): it asks the API who
 * the visitor is, as the real one does for the session, and draws that. `?mode=` makes it decline
 * or fail. The real bundle is driven by the end-to-end tests against the built app.
 */
const FAKE_RENDERER = `
let renders = 0;
export function guessViewportWidth(userAgent) {
  return /Mobi/.test(userAgent ?? "") ? 390 : 1280;
}
export function isDrawnPage(pathname) {
  return /^\\/(catalogue|maid\\/\\d+)$/i.test(pathname);
}
export function drawnPageAddress(url) {
  const address = new URL(url.pathname, url.origin);
  const mode = url.searchParams.get("mode");
  if (mode) address.searchParams.set("mode", mode);
  return address;
}
export async function renderFirstScreen(url, { apiFetch, userAgent }) {
  const mode = url.searchParams.get("mode");
  if (mode === "decline") return null;
  if (mode === "fail") throw new Error("the render failed");
  const session = await (await apiFetch("/api/auth/session")).json();
  const viewer = session.user ? "signed-in" : "anonymous";
  const { total } = await (await apiFetch("/api/catalogue/maids?limit=1")).json();
  renders += 1;
  return {
    html: '<p id="viewer">' + viewer + "</p><p>" + total + " helpers, drawing " + renders + "</p>",
    styles: '<style data-emotion="css 1">p{color:red}</style>',
    state: { viewer, userAgent, text: ${JSON.stringify(HOSTILE_TEXT)} },
    head: mode === "untitled" ? {} : { title: "Helper " + url.pathname + " " + ${JSON.stringify(HOSTILE_TITLE)}, description: "About " + viewer + " " + ${JSON.stringify(HOSTILE_TITLE)} },
  };
}
`;

let app: App;

beforeAll(async () => {
  const webDir = path.join(t.dataDir, "web");
  const distDir = path.join(webDir, "dist");
  await mkdir(distDir, { recursive: true });
  await mkdir(path.join(webDir, "dist-ssr"), { recursive: true });
  await writeFile(path.join(distDir, "index.html"), INDEX_HTML);
  await writeFile(path.join(distDir, "first-screen.html"), FIRST_SCREEN_HTML);
  await writeFile(path.join(webDir, "dist-ssr", "entry-server.js"), FAKE_RENDERER);
  app = await buildApp({
    config: { ...t.config, webDistDir: distDir },
    database: t.database,
    imageStorage: t.storage,
  });
});

afterAll(() => app?.close());

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script/.exec(html)?.[1];
const viewerOf = (html: string) => /<p id="viewer">(.*?)<\/p>/.exec(html)?.[1];
const drawingOf = (html: string) => Number(/drawing (\d+)/.exec(html)?.[1]);

function stateOf(html: string): unknown {
  const json = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("pages drawn on the server", () => {
  it("draws the catalogue for an anonymous visitor, with its styles, state and script", async () => {
    const response = await app.inject({ url: "/catalogue", headers: { "user-agent": "Phone" } });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toMatch(/Cookie/);
    const html = response.body;
    expect(viewerOf(html)).toBe("anonymous");
    expect(rootOf(html)).toMatch(/^<p id="viewer">anonymous<\/p><p>0 helpers, drawing \d+<\/p>$/);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<style data-emotion="css 1">p{color:red}</style>');
    // Drawn into the build's first-screen.html, whose script starts once the page is painted.
    expect(head).toContain('<script defer src="/start-app.js" data-entry="/assets/app-1.js">');
    expect(head).not.toContain('<script type="module"');
    expect(stateOf(html)).toEqual({ viewer: "anonymous", userAgent: "Phone", text: HOSTILE_TEXT });
    // The placeholders are filled, the top bar shown until the app starts replaced.
    expect(html).not.toContain("first-screen:");
    expect(html).not.toContain('class="shell"');
  });

  it("names the page in its head with the page's own title and description, escaped", async () => {
    const escaped = "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;";
    const head = (html: string) => html.slice(0, html.indexOf("</head>"));
    const drawn = head((await app.inject({ url: "/maid/3" })).body);
    expect(drawn).toContain(`<title>Helper /maid/3 ${escaped}</title>`);
    expect(drawn.replace(/\s+/g, " ")).toContain(
      `name="description" content="About anonymous ${escaped}"`,
    );
    expect(drawn.match(/<title>/g)).toHaveLength(1);

    // A renderer that names nothing leaves the site's own.
    const untitled = head((await app.inject({ url: "/maid/3?mode=untitled" })).body);
    expect(untitled).toContain("<title>Agency</title>");
    expect(untitled).toContain('content="The site."');
  });

  it("keeps the state's text inside its script element", async () => {
    const html = (await app.inject({ url: "/catalogue" })).body;
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toMatch(/<script type="application\/json" id="first-screen-state">/);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("\u2028");
  });

  it("draws with the visitor's own session", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const html = (await app.inject({ url: "/maid/12", headers: { cookie } })).body;
    expect(viewerOf(html)).toBe("signed-in");
    expect(stateOf(html)).toMatchObject({ viewer: "signed-in" });
  });

  it("compresses the drawn page when the browser accepts it", async () => {
    const plain = await app.inject({ url: "/catalogue" });
    const brotli = await app.inject({ url: "/catalogue", headers: { "accept-encoding": "br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: "/catalogue", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("keeps an anonymous visitor's page while its API answers are unchanged, per width", async () => {
    const phone = { "user-agent": "Mobile" };
    const first = drawingOf((await app.inject({ url: "/maid/7", headers: phone })).body);
    const again = drawingOf((await app.inject({ url: "/maid/7", headers: phone })).body);
    expect(again).toBe(first);
    const desktop = drawingOf((await app.inject({ url: "/maid/7" })).body);
    expect(desktop).toBeGreaterThan(first);

    await createHelper(t.database.db, { name: "Siti Aminah" });
    const afterEdit = (await app.inject({ url: "/maid/7", headers: phone })).body;
    expect(afterEdit).toContain("1 helpers");
    expect(drawingOf(afterEdit)).toBeGreaterThan(desktop);
  });

  it("draws an anonymous visitor's page afresh on a new day in Singapore, its answers the same", async () => {
    // A card reads the day as well as the answers: "Available from 15 Dec" until 15 December.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-14T15:30:00Z") });
    try {
      const first = drawingOf((await app.inject({ url: "/maid/11" })).body);
      expect(drawingOf((await app.inject({ url: "/maid/11" })).body)).toBe(first);
      // 16:30 UTC: the same day in UTC, the 15th in Singapore.
      vi.setSystemTime(new Date("2026-12-14T16:30:00Z"));
      expect(drawingOf((await app.inject({ url: "/maid/11" })).body)).toBeGreaterThan(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps one page for anonymous visitors whatever other cookies and parameters they bring", async () => {
    const first = drawingOf((await app.inject({ url: "/maid/9" })).body);
    for (let visit = 0; visit < 5; visit++) {
      const html = (
        await app.inject({
          url: `/maid/9?utm_source=campaign-${visit}&fbclid=${Math.random()}`,
          headers: { cookie: `_ga=GA1.1.${Math.random()}; consent=yes` },
        })
      ).body;
      expect(viewerOf(html)).toBe("anonymous");
      expect(drawingOf(html)).toBe(first);
    }
  });

  it("sends pages undrawn to an address past its budget of fresh drawings, not to others", async () => {
    const fresh = (remoteAddress: string) =>
      app.inject({
        url: "/maid/10",
        remoteAddress,
        headers: { cookie: `sid=${Math.random().toString(36).slice(2)}` },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, () => fresh("203.0.113.7")));
    const undrawn = answers.filter((answer) => answer.body === INDEX_HTML).length;
    expect(undrawn).toBeGreaterThanOrEqual(15);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(viewerOf((await fresh("203.0.113.8")).body)).toBe("anonymous");
  });

  it("draws a signed-in visitor's page afresh each time", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const first = drawingOf((await app.inject({ url: "/maid/8", headers: { cookie } })).body);
    const again = drawingOf((await app.inject({ url: "/maid/8", headers: { cookie } })).body);
    expect(again).toBeGreaterThan(first);
  });

  it("sends index.html for other pages, HEAD requests, and pages the renderer declines or fails", async () => {
    for (const url of ["/about", "/catalogue?mode=decline", "/catalogue?mode=fail"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    const head = await app.inject({ method: "HEAD", url: "/catalogue" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["cache-control"]).toBe("no-cache");
  });
});
