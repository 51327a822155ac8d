import { vi } from "vitest";

/**
 * jsdom cannot leave the page, and its location cannot be spied on; this replaces
 * window.location with a copy whose assign() (a full-page navigation) only records the call.
 */
export function stubFullPageNavigation() {
  const assign = vi.fn<(url: string | URL) => void>();
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
  vi.stubGlobal("location", {
    href,
    origin,
    protocol,
    host,
    hostname,
    port,
    pathname,
    search,
    hash,
    assign,
    replace: vi.fn(),
    reload: vi.fn(),
    toString: () => href,
  });
  return assign;
}
