// An outlet's feeds as a local server serves them, for the story import from feeds: RSS 2.0 and Atom,
// and the ways a feed goes wrong (not XML, too slow, too big, a redirect somewhere it must not go).
import type { ServerResponse } from 'node:http';
import { startHttpServer, type HttpServer } from './http';

export const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Lagos Beat</title>
    <link>https://lagosbeat.example</link>
    <description>Music news from Lagos.</description>
    <item>
      <title>Tems announces a homecoming show</title>
      <link>https://lagosbeat.example/tems-homecoming</link>
      <description><![CDATA[<p>The singer returns to <b>Eko</b> in December.</p>]]></description>
      <content:encoded><![CDATA[<p>FULL TEXT that must never be copied.</p>]]></content:encoded>
      <pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate>
      <author>desk@lagosbeat.example (Ada Obi)</author>
      <media:content url="https://images.lagosbeat.example/tems.jpg" medium="image" />
    </item>
    <item>
      <title>Afrobeats at the Grammys</title>
      <link>https://lagosbeat.example/grammys</link>
      <description>Three nominations this year.</description>
      <pubDate>Sun, 22 Nov 2026 09:00:00 GMT</pubDate>
    </item>
    <item>
      <title>An item without a link</title>
      <description>Cannot be told apart from the next one like it.</description>
    </item>
  </channel>
</rss>`;

export const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Accra Arts Review</title>
  <id>urn:uuid:accra-arts</id>
  <updated>2026-11-24T10:00:00Z</updated>
  <entry>
    <title>A new gallery opens in Osu</title>
    <link href="https://accra-arts.example/osu-gallery" />
    <id>urn:uuid:osu-gallery</id>
    <updated>2026-11-24T10:00:00Z</updated>
    <summary>Twelve painters, one warehouse.</summary>
    <author><name>Kwame Asante</name></author>
  </entry>
</feed>`;

export interface FeedServer extends HttpServer {
  /** How many times each path was asked for. */
  hits: Map<string, number>;
}

const send = (response: ServerResponse, type: string, body: string) => {
  response.writeHead(200, { 'content-type': type });
  response.end(body);
};

export async function startFeedServer(): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const server = await startHttpServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/rss.xml') return send(response, 'application/rss+xml', RSS);
    if (path === '/atom.xml') return send(response, 'application/atom+xml', ATOM);
    if (path === '/broken.xml') return send(response, 'text/html', '<html><body>Not a feed</body></html>');
    if (path === '/huge.xml') return send(response, 'application/rss+xml', `<rss>${' '.repeat(3 * 1024 * 1024)}</rss>`);
    if (path === '/gone.xml') {
      response.writeHead(404).end();
      return undefined;
    }
    if (path === '/moved.xml') {
      response.writeHead(301, { location: '/rss.xml' }).end();
      return undefined;
    }
    if (path === '/to-metadata.xml') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return undefined;
    }
    if (path === '/to-private.xml') {
      response.writeHead(302, { location: `http://10.0.0.7/${path}` }).end();
      return undefined;
    }
    // '/slow.xml' and anything else: never answered, as a stalled server.
    return undefined;
  });
  return { ...server, hits };
}
