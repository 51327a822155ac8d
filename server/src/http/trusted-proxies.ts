import { isIP } from "node:net";

/**
 * Which `X-Forwarded-For` entries the server believes (TRUST_PROXY). Each proxy appends
 * the address it received the request from; everything to the left of what the trusted
 * proxies wrote was written by the client and is never believed.
 * - `hops`: that many proxies stand in front of the server (1 behind nginx or one load
 *   balancer), and the server is reachable only through them;
 * - `addresses`: only requests arriving from these addresses or ranges are proxied ones
 *   (also `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustedProxies = false | { hops: number } | { addresses: readonly string[] };

const ADDRESS_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

export const TRUST_PROXY_HELP =
  "must be false, the number of proxies in front of the server (1 behind nginx or one load " +
  "balancer), or their addresses, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8 or loopback)";

export const TRUST_PROXY_TRUE_REFUSED =
  "true would believe any X-Forwarded-For a client writes, so anyone could choose the address " +
  "the rate limits count; set the number of proxies in front of the server (1 behind nginx " +
  "or one load balancer) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)";

/** Parses TRUST_PROXY; undefined when the value is not one of the accepted forms. */
export function parseTrustedProxies(value: string): TrustedProxies | undefined {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed === "false" || trimmed === "0") return false;
  if (/^\d+$/.test(trimmed)) return { hops: Number(trimmed) };
  const addresses = trimmed.split(",").map((entry) => entry.trim());
  return addresses.every(isAddressOrRange) ? { addresses } : undefined;
}

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_KEYWORDS.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`. A hop count is given as a function: Fastify itself treats a
 * number as "trust nothing". The function is asked about each address from the socket
 * leftwards (hop 0 is the socket's peer).
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ("hops" in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return trusted.addresses.join(",");
}
