// Whether an address is one the public internet routes to. A feed address an admin types is fetched by
// the server, so it must never reach the server's own network: loopback, private, link-local (cloud
// metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are all refused. Only
// ranges known to be global pass: IPv4 unicast, and IPv6 unicast inside the global block 2000::/3, so an
// IPv4 address smuggled in an older IPv6 form (::127.0.0.1, 64:ff9b:1::/48) is refused as well.
import ipaddr from 'ipaddr.js';

const GLOBAL_IPV6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_IPV6);
}
