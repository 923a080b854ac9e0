// The proxies TRUST_PROXY may name, as config.ts reads them and Fastify's trustProxy takes them. Below
// config.ts, so that reading the configuration needs nothing of the HTTP layer.
import ipaddr from 'ipaddr.js';

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
