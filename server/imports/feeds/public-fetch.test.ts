// Which addresses a feed may be fetched from, decided after name resolution, and the connection made to
// the address that was checked (a name no DNS knows still reaches the test server through the resolver).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer, RSS } from '@server/test/fakes/feeds';
import { isPublicAddress } from './public-address';
import { fetchPublicText, type PublicFetchOptions } from './public-fetch';

describe('public addresses', () => {
  it('are the unicast addresses of the internet, nothing of this machine or its networks', () => {
    for (const address of ['8.8.8.8', '197.210.1.1', '2001:4860:4860::8888'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      // IPv4-compatible IPv6 (deprecated) and local-use NAT64 reach this machine's IPv4 networks.
      '::127.0.0.2',
      '::10.0.0.1',
      '64:ff9b:1::a00:1',
      // Not in the global unicast block: unallocated, or special without a name of its own.
      '4000::1',
      '100::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('fetching a feed from the public internet only', () => {
  let server: FeedServer;
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(() => server.close());

  const port = () => new URL(server.url).port;
  const options = (resolve: PublicFetchOptions['resolve']): PublicFetchOptions => ({
    timeoutMs: 1000,
    maxBytes: 1024 * 1024,
    userAgent: 'Griot test',
    allowedPrivateAddresses: ['127.0.0.1'],
    resolve,
  });

  it('refuses a name that resolves to a private address, or to any private one among public ones', async () => {
    for (const addresses of [['10.0.0.5'], ['8.8.8.8', '192.168.0.2'], ['::1']]) {
      const outcome = await fetchPublicText(
        'https://feeds.example/rss.xml',
        options(async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))),
      );
      expect(outcome, addresses.join()).toEqual({ ok: false, reason: 'the address is not on the public internet' });
    }
    expect(
      await fetchPublicText(
        'https://nowhere.example/rss.xml',
        options(async () => {
          throw new Error('ENOTFOUND');
        }),
      ),
    ).toEqual({ ok: false, reason: 'the name nowhere.example does not resolve' });
  });

  it('connects to the address it checked, not to a second lookup', async () => {
    const outcome = await fetchPublicText(
      `http://feeds.example:${port()}/rss.xml`,
      options(async () => [{ address: '127.0.0.1', family: 4 }]),
    );
    expect(outcome).toEqual({ ok: true, text: RSS, url: `http://feeds.example:${port()}/rss.xml` });
  });

  it('fetches http and https only', async () => {
    for (const address of ['ftp://feeds.example/rss.xml', 'file:///etc/passwd', 'gopher://x']) {
      expect(await fetchPublicText(address, options(undefined)), address).toEqual({
        ok: false,
        reason: 'only http and https are fetched',
      });
    }
  });
});
