// Whether an address is one the public internet routes to. A feed address an admin types is fetched by
// the server, so it must never reach the server's own network: loopback, private, link-local (cloud
// metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are all refused.
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}
