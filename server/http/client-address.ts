// The client's address: which proxies may name it (TRUST_PROXY), and the key the per-address limits count
// it under (SECURITY.md, "Attempt limits").
import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/** None, the entries added by this many proxies, or by proxies at these addresses or CIDR ranges. */
export type TrustProxySetting = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDR ranges. */
export const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or CIDR range Fastify's trustProxy takes, written in full (no `10.1` shorthand). */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return prefix === undefined || Number(prefix) <= 32;
  if (ipaddr.IPv6.isValid(address)) return prefix === undefined || Number(prefix) <= 128;
  return false;
}

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy for the configured setting. A hop count becomes a function: Fastify given a number
 * trusts no X-Forwarded-For at all, so every client would share the proxy's address.
 */
export function trustProxyOption(setting: TrustProxySetting): TrustProxy {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * The key a client's address is counted under: an IPv6 client by its /64, which one subscriber usually
 * holds whole (and rotates addresses inside), an IPv4-mapped IPv6 address as the IPv4 address it is.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}

/** The key of the request's client address (see `addressKey`). */
export const clientKey = (request: FastifyRequest): string => addressKey(request.ip);
