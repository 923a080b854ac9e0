// The client's address: which proxies may name it (TRUST_PROXY), and the key the per-address limits count
// it under (SECURITY.md, "Attempt limits").
import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';
import type { TrustProxySetting } from '@server/lib/proxy-addresses';

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
