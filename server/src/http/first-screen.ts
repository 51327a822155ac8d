/**
 * Public pages whose first screen the server draws (docs/decisions/0036-first-screen-on-the-server.md):
 * the web build's server bundle (web/dist-ssr/entry-server.js) renders the page with the
 * visitor's own API answers, got through `inject` with the visitor's cookie, and this module
 * puts the markup, its styles and those answers into the build's first-screen.html.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { escapeHtml } from "@maids/contract/escape-html.ts";
import { FIRST_SCREEN_MARKS, FIRST_SCREEN_STATE_ID } from "@maids/contract/first-screen.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { singaporeToday } from "../calendar.ts";

type FirstScreen = {
  html: string;
  styles: string;
  state: unknown;
  /** The page's own title and description (web/src/shared/use-page-title.ts). */
  head?: { title?: string; description?: string };
};

/** What web/src/entry-server.tsx exports. */
type FirstScreenRenderer = {
  isDrawnPage(pathname: string): boolean;
  drawnPageAddress(url: URL): URL;
  guessViewportWidth(userAgent: string | undefined): number;
  renderFirstScreen(
    url: URL,
    visitor: { apiFetch: typeof fetch; userAgent: string | undefined },
  ): Promise<FirstScreen | null>;
};

/** The build's first-screen.html cut at its placeholders (web/index.html), where a drawn page goes. */
type PageTemplate = { head: string; beforeRoot: string; afterRoot: string; end: string };

function cutTemplate(page: string): PageTemplate {
  const at = Object.fromEntries(
    Object.entries(FIRST_SCREEN_MARKS).map(([name, mark]) => [name, page.indexOf(mark)]),
  ) as Record<keyof typeof FIRST_SCREEN_MARKS, number>;
  if (
    !(at.head >= 0 && at.head < at.rootStart && at.rootStart < at.rootEnd && at.rootEnd < at.state)
  ) {
    throw new Error(
      "first-screen.html lacks the placeholders a drawn page goes into (web/index.html)",
    );
  }
  const after = (name: keyof typeof FIRST_SCREEN_MARKS) =>
    at[name] + FIRST_SCREEN_MARKS[name].length;
  return {
    head: page.slice(0, at.head),
    beforeRoot: page.slice(after("head"), at.rootStart),
    afterRoot: page.slice(after("rootEnd"), at.state),
    end: page.slice(after("state")),
  };
}

/** JSON inside a script element: nothing in it may close the element or start a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

/** The template's head with the page's own title and description in place of the site's. */
function headFor(templateHead: string, { title, description }: FirstScreen["head"] = {}) {
  let head = templateHead;
  if (title) head = head.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    head = head.replace(DESCRIPTION, (_, start, end) => `${start}${escapeHtml(description)}${end}`);
  return head;
}

/** An API call the renderer made and what it got: a drawn page is the same while these are. */
type ApiCall = { url: string; status: number; body: Buffer };

/**
 * Who the page is drawn for: the visitor's session, or nobody in particular. The session is
 * the only cookie of this site a page depends on; analytics and consent cookies are not sent on.
 */
type Visitor = {
  /** The Cookie header that carries the visitor's session, and nothing else. */
  session: string | undefined;
  request: FastifyRequest;
};

/** Answers an API call in-process, as the visitor's own. */
async function callAsVisitor(app: FastifyInstance, visitor: Visitor, url: string) {
  const { session, request } = visitor;
  const answer = await app.inject({
    method: "GET",
    url,
    headers: {
      accept: "application/json",
      ...(session && { cookie: session }),
      ...(request.headers["user-agent"] && { "user-agent": request.headers["user-agent"] }),
    },
    remoteAddress: request.ip,
  });
  return {
    url,
    status: answer.statusCode,
    body: answer.rawPayload,
    contentType: String(answer.headers["content-type"] ?? ""),
  };
}

/** A fetch for the renderer that answers through callAsVisitor and notes each call in `calls`. */
function visitorFetch(app: FastifyInstance, visitor: Visitor, calls: ApiCall[]): typeof fetch {
  return async (input) => {
    const { contentType, ...call } = await callAsVisitor(app, visitor, String(input));
    calls.push(call);
    return new Response(call.status === 204 ? null : call.body, {
      status: call.status,
      headers: { "content-type": contentType },
    });
  };
}

/** True when every call answers as it did: the page would be drawn the same. */
async function answersUnchanged(app: FastifyInstance, visitor: Visitor, calls: ApiCall[]) {
  const again = await Promise.all(calls.map(({ url }) => callAsVisitor(app, visitor, url)));
  return again.every(
    (answer, index) =>
      answer.status === calls[index]?.status && answer.body.equals(calls[index].body),
  );
}

type RememberedPage = { screen: FirstScreen; calls: ApiCall[] };

/**
 * Pages drawn for anonymous visitors, by Singapore's day, guessed width and the page's own
 * address (see drawnPageAddress), with the API calls they were drawn from, at most 16 MB of
 * them. The day, because a page reads it as well as its answers: a helper's card says
 * "Available from 15 Dec" until that day comes, with the same answer before and after. Drawing
 * takes tens of milliseconds of CPU; checking that the (cached) API answers are unchanged
 * takes about one. Pages drawn for a session are never kept.
 */
function pageMemory() {
  return new LRUCache<string, RememberedPage>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: ({ screen, calls }) =>
      screen.html.length +
      screen.styles.length +
      JSON.stringify(screen.state).length +
      calls.reduce((bytes, call) => bytes + call.url.length + call.body.length, 0),
  });
}

/**
 * Pages drawn afresh (not kept) cost tens of milliseconds of the one event loop: each address
 * may have DRAWS_AT_ONCE of them in a row, refilled at DRAWS_PER_SECOND; past that its pages
 * are sent undrawn (index.html, drawn by the browser), so one client cannot hold the server.
 */
const DRAWS_AT_ONCE = 20;
const DRAWS_PER_SECOND = 5;

function drawBudget() {
  const addresses = new LRUCache<string, { draws: number; at: number }>({ max: 10_000 });
  return {
    take(address: string): boolean {
      const now = performance.now();
      const last = addresses.get(address) ?? { draws: DRAWS_AT_ONCE, at: now };
      const draws = Math.min(
        DRAWS_AT_ONCE,
        last.draws + ((now - last.at) / 1000) * DRAWS_PER_SECOND,
      );
      if (draws < 1) return false;
      addresses.set(address, { draws: draws - 1, at: now });
      return true;
    },
    clear: () => addresses.clear(),
  };
}

export type FirstScreenPages = {
  /** The page at the request's address with its first screen drawn, or null to send index.html. */
  render(app: FastifyInstance, request: FastifyRequest): Promise<string | null>;
  /** Drops the pages kept and the addresses' draws (the app's `resetKeptState`). */
  forget(): void;
};

/** Null when the web app's server bundle was not built (the pages then draw in the browser). */
export async function loadFirstScreenPages(
  webDistDir: string,
  publicUrl: string,
  sessionCookie: string,
): Promise<FirstScreenPages | null> {
  const bundle = path.resolve(webDistDir, "..", "dist-ssr", "entry-server.js");
  const page = path.join(webDistDir, "first-screen.html");
  if (!existsSync(bundle) || !existsSync(page)) return null;
  const renderer: FirstScreenRenderer = await import(pathToFileURL(bundle).href);
  const template = cutTemplate(readFileSync(page, "utf8"));
  const remembered = pageMemory();
  const budget = drawBudget();

  /** The page's first screen, or null to send index.html undrawn. */
  async function draw(app: FastifyInstance, request: FastifyRequest, address: URL) {
    const userAgent = request.headers["user-agent"];
    const session = request.cookies?.[sessionCookie];
    const visitor = { session: session ? `${sessionCookie}=${session}` : undefined, request };
    const key = visitor.session
      ? undefined
      : `${singaporeToday()} ${renderer.guessViewportWidth(userAgent)} ${address.pathname}${address.search}`;
    const known = key === undefined ? undefined : remembered.get(key);
    if (known && (await answersUnchanged(app, visitor, known.calls))) return known.screen;
    if (!budget.take(request.ip)) return null;
    const calls: ApiCall[] = [];
    const apiFetch = visitorFetch(app, visitor, calls);
    const screen = await renderer.renderFirstScreen(address, { apiFetch, userAgent });
    if (screen && key !== undefined) remembered.set(key, { screen, calls });
    return screen;
  }

  return {
    forget() {
      remembered.clear();
      budget.clear();
    },
    async render(app, request) {
      const url = new URL(request.url, publicUrl);
      if (!renderer.isDrawnPage(url.pathname)) return null;
      const screen = await draw(app, request, renderer.drawnPageAddress(url));
      if (!screen) return null;
      return [
        headFor(template.head, screen.head),
        screen.styles,
        template.beforeRoot,
        screen.html,
        template.afterRoot,
        `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafeJson(screen.state)}</script>`,
        template.end,
      ].join("");
    },
  };
}
