// The endpoints a run drives, in order: the yardstick first, the one that writes last.
import type { DeepCursors } from './deep-cursors';
import type { LoadTarget } from './load';

export interface EndpointContext {
  serverUrl: string;
  bareUrl: string;
  forumId: string;
  hotPostId: string;
  cursors: DeepCursors;
  /** The member's session cookie, for the reply benchmark. */
  memberCookie: string;
  /** The newest product's slug, for its page and its API answer. */
  productSlug: string;
  /** A product's one variant, and a visitor's cart cookie holding two lines. */
  variantId: string;
  cartCookie: string;
  /** PGlite runs: a second server on a copy of the seeded data with DATABASE_SYNC=off; null otherwise. */
  unsyncedServerUrl: string | null;
}

/**
 * Search paths that never repeat: a post's number and the city in its title (bench/seed-large.ts names post
 * i after the city floor(i / 6) mod 8), so that each finds its post among a tenth or more of the forum.
 */
function freshSearches(): () => string {
  const cities = ['lagos', 'accra', 'nairobi', 'dakar', 'kampala', 'johannesburg', 'london', 'paris'];
  let count = 0;
  return () => {
    count += 1;
    const post = 2 + ((count * 7919) % 99_000);
    return `/api/search?q=${cities[Math.floor(post / 6) % cities.length]}%20${post}`;
  };
}

export function endpoints({
  serverUrl,
  bareUrl,
  forumId,
  hotPostId,
  cursors,
  memberCookie,
  productSlug,
  variantId,
  cartCookie,
  unsyncedServerUrl,
}: EndpointContext): LoadTarget[] {
  // A visitor's list, answered from its kept answer.
  const get = (key: string, label: string, pathAndQuery: string): LoadTarget => ({
    key,
    label,
    url: `${serverUrl}${pathAndQuery}`,
    list: true,
    kept: true,
  });
  const cursor = (value: string) => encodeURIComponent(value);
  // A new visitor's first Add to Cart: one statement and one commit, so in the durability rows the flush at the
  // commit is as large a share of the request as it can be.
  const firstAdd = (key: string, label: string, url: string): LoadTarget => ({
    key,
    label,
    url: `${url}/api/cart/lines`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variantId }),
  });
  const search = (key: string, label: string, query: string): LoadTarget => ({
    key,
    label,
    url: `${serverUrl}/api/search?${query}`,
  });
  return [
    { key: 'bare', label: 'bare Fastify route (same body as a product page)', url: `${bareUrl}/bare` },
    get('products', 'GET /api/products?limit=24', '/api/products?limit=24'),
    get('products-deep', 'GET /api/products, page at 90%', `/api/products?limit=24&cursor=${cursor(cursors.products)}`),
    get('home', 'GET /api/home', '/api/home'),
    // An item's page (the HTML with its head, one slug lookup) and its API answer: what a shared link costs.
    { key: 'item', label: 'GET /api/products/:slug', url: `${serverUrl}/api/products/${productSlug}`, kept: true },
    {
      key: 'item-page',
      label: 'GET /music/:slug (the app with the page head)',
      url: `${serverUrl}/music/${productSlug}`,
      kept: true,
    },
    // The cart: a visitor's read (two lines priced now), and a new visitor's first item (a cart made).
    {
      key: 'cart',
      label: 'GET /api/cart (two lines)',
      url: `${serverUrl}/api/cart`,
      headers: { cookie: cartCookie },
      page: true,
    },
    { ...firstAdd('cart-add', 'POST /api/cart/lines (a new visitor)', serverUrl), page: true },
    get('forum', 'GET /api/forums/:id/posts', `/api/forums/${forumId}/posts`),
    get(
      'forum-deep',
      'GET /api/forums/:id/posts, page at 90%',
      `/api/forums/${forumId}/posts?cursor=${cursor(cursors.forumPosts)}`,
    ),
    // Search over the whole data set: words in a quarter of the million posts, words in a fifth of the
    // million replies, one forum, and the header's suggestions (a prefix, six hits).
    { ...search('search', 'GET /api/search (words in 250,000 posts)', 'q=highlife%20record'), search: true },
    { ...search('search-replies', 'GET /api/search, replies only', 'q=studio&type=reply'), search: true },
    {
      ...search('search-forum', 'GET /api/search in the million-post forum', `q=royalties%20dakar&forum=${forumId}`),
      search: true,
    },
    { ...search('search-suggest', 'GET /api/search, suggestions as one types', 'q=acc&limit=6'), page: true },
    // The answers above are kept for a few seconds (the same words, the same answer for everyone); here every
    // request asks for words no one asked before (a city and a post's number), so each one is a query.
    {
      ...search('search-fresh', 'GET /api/search, new words each request', 'q=dakar%2018'),
      nextPath: freshSearches(),
      search: true,
    },
    get('replies', 'GET /api/posts/:id/replies (the post with every reply)', `/api/posts/${hotPostId}/replies`),
    get(
      'replies-deep',
      'GET /api/posts/:id/replies, page at 90%',
      `/api/posts/${hotPostId}/replies?cursor=${cursor(cursors.replies)}`,
    ),
    {
      // Not one the targets cover (docs/performance.md), shown for comparison: a member's read starts with the session lookup, then
      // gets the shared page unless it holds something they wrote (canEdit).
      key: 'replies-member',
      label: 'GET /api/posts/:id/replies as a member',
      url: `${serverUrl}/api/posts/${hotPostId}/replies`,
      headers: { cookie: memberCookie },
    },
    {
      // What the header's bell asks every minute while a member is signed in (the session, then a count on
      // the index of unread notifications).
      key: 'notifications-unread',
      label: 'GET /api/notifications/unread (a member)',
      url: `${serverUrl}/api/notifications/unread`,
      headers: { cookie: memberCookie },
      page: true,
    },
    {
      key: 'reply',
      label: 'POST /api/posts/:id/replies (member; notifies every follower)',
      url: `${serverUrl}/api/posts/${hotPostId}/replies`,
      method: 'POST',
      // A program, not a browser: no Origin or Sec-Fetch-Site, which the forgery protection allows.
      headers: { 'content-type': 'application/json', cookie: memberCookie },
      body: JSON.stringify({ content: 'Thanks for the thread, this community keeps me going.' }),
    },
    // The embedded database's durable commits against the same write left to the operating system, back to back
    // (docs/performance.md, durability of the embedded database).
    ...(unsyncedServerUrl
      ? [
          firstAdd('durability-commit', 'POST /api/cart/lines, DATABASE_SYNC=commit (the default)', serverUrl),
          firstAdd('durability-off', 'POST /api/cart/lines, DATABASE_SYNC=off (a copy of the data)', unsyncedServerUrl),
        ]
      : []),
  ];
}
