// Fetches a feed an admin named, from the public internet only (SECURITY.md): http(s) alone; the host's
// addresses are resolved here and every one must be public, and the connection goes to an address that
// was checked (no second lookup an attacker's DNS could answer differently); redirects are followed by
// hand, each checked again. A deadline covers the whole exchange, and a body over the cap is cut off.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './public-address';

export interface PublicFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
  /** Tests only: private addresses let through (the local test server). */
  allowedPrivateAddresses: readonly string[];
  /** The name resolver; tests give one that answers without DNS. */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

export type PublicFetchOutcome = { ok: true; text: string; url: string } | { ok: false; reason: string };

const MAX_REDIRECTS = 5;

class Refused extends Error {}

const resolveWithDns = (host: string) => dnsLookup(host, { all: true });

/** A name lookup takes no signal: the deadline ends the wait for it all the same. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The host's addresses, refused unless all are public; an IP literal is checked as it is. */
async function checkedAddress(
  host: string,
  options: PublicFetchOptions,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(bare)
    ? [{ address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 }]
    : await withDeadline((options.resolve ?? resolveWithDns)(bare), signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new Refused(`the name ${host} does not resolve`);
      });
  const allowed = ({ address }: { address: string }) =>
    isPublicAddress(address) || options.allowedPrivateAddresses.includes(address);
  if (addresses.length === 0 || !addresses.every(allowed))
    throw new Refused('the address is not on the public internet');
  return addresses[0]!;
}

function get(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  return checkedAddress(url.hostname, options, signal).then(
    (checked) =>
      new Promise((resolve, reject) => {
        // The connection uses the address checked above, never a fresh lookup.
        const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
          if (lookupOptions.all) callback(null, [checked]);
          else callback(null, checked.address, checked.family);
        };
        const request = (url.protocol === 'https:' ? https : http).get(url, {
          lookup,
          signal,
          headers: { 'user-agent': options.userAgent, accept: 'application/rss+xml, application/atom+xml, */*' },
        });
        request.on('response', resolve);
        request.on('error', reject);
      }),
  );
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new Refused(`the feed is larger than ${Math.round(maxBytes / 1024)} kB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchPublicText(address: string, options: PublicFetchOptions): Promise<PublicFetchOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: 'the address is not a URL' };
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('only http and https are fetched');
      const response = await get(url, options, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new Refused('too many redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new Refused(`HTTP ${status}`);
      }
      return { ok: true, text: await readCapped(response, options.maxBytes), url: url.toString() };
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    const name = error instanceof Error ? error.name : '';
    if (signal.aborted || name === 'AbortError' || name === 'TimeoutError')
      return { ok: false, reason: `no answer within ${options.timeoutMs} ms` };
    return { ok: false, reason: `request failed (${error instanceof Error ? error.message : String(error)})` };
  }
}
