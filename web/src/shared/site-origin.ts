/**
 * The site's own origin ("https://agency.example"), for addresses given to other apps (a
 * WhatsApp message). In the browser, the page's; on the server, drawing a page, the one the
 * server is published at (entry-server.tsx sets it).
 */
let publishedOrigin: string | undefined;

export function setPublishedOrigin(origin: string) {
  publishedOrigin = origin;
}

export function siteOrigin(): string {
  return globalThis.location?.origin ?? publishedOrigin ?? "";
}
