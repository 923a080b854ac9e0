// Seeds an empty database once. Each part records itself in app_meta, so a restart adds nothing,
// and deleting the demo content later does not bring it back. On PostgreSQL a transaction-level
// advisory lock keeps two servers that start together from seeding twice.
import { handleFromName } from '@shared/handles';
import { eq, sql } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@shared/dates';
import { nairaToKobo } from '@shared/money';
import type { ProductType } from '@shared/constants';
import type { Database, Db } from '@server/db/database';
import {
  appMeta,
  artists,
  communityUsers,
  events,
  ticketTypes,
  forums,
  posts,
  products,
  productVariants,
  replies,
  stories,
} from '@server/db/schema';
import { artUrl, avatarUrl } from '@shared/art-urls';
import { demoArtists, demoEvents, demoProducts, demoStories, productDescriptions } from './demo-catalog';
import { slugify } from '@server/db/slugs/slugify';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { seedForums, seedMembers, seedPosts } from './demo-community';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SEED_LOCK = 7_300_002;
const HOUR_MS = 3_600_000;

const MOTIF_BY_TYPE: Record<ProductType, 'record' | 'garment' | 'print'> = {
  Album: 'record',
  Vinyl: 'record',
  'T-Shirt': 'garment',
  Hoodie: 'garment',
  'Art Print': 'print',
};

async function once(tx: Tx, key: string, run: () => Promise<void>): Promise<boolean> {
  const done = await tx.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key));
  if (done.length > 0) return false;
  await run();
  await tx.insert(appMeta).values({ key, value: new Date().toISOString() });
  return true;
}

const APPAREL: readonly ProductType[] = ['T-Shirt', 'Hoodie'];
const SIZES = ['S', 'M', 'L', 'XL'] as const;

/** Every demo product in stock, so a fresh install can sell at once: sizes for apparel, and one item low. */
function demoVariants(productId: string, type: ProductType, index: number) {
  if (APPAREL.includes(type)) {
    return SIZES.map((name, position) => ({ productId, name, position, stock: [8, 15, 12, 4][position]! + index }));
  }
  return [{ productId, name: 'Standard', position: 0, stock: index === 1 ? 3 : 20 + index * 5 }];
}

async function seedCatalog(tx: Tx, now: Date): Promise<void> {
  const today = todayIso(now);
  const artistRows = await tx
    .insert(artists)
    .values(demoArtists.map((a) => ({ ...a, slug: slugify(a.name), imageUrl: avatarUrl(a.name) })))
    .returning({ id: artists.id, name: artists.name });
  const artistId = new Map(artistRows.map((a) => [a.name, a.id]));
  const idOf = (name: string) => {
    const id = artistId.get(name);
    if (!id) throw new Error(`The demo catalogue names an artist it does not seed: ${name}`);
    return id;
  };
  const productRows = await tx
    .insert(products)
    .values(
      demoProducts.map((p, i) => ({
        name: p.name,
        slug: slugify(p.name),
        artistId: idOf(p.artist),
        type: p.type,
        priceKobo: nairaToKobo(p.priceNaira)!,
        description: productDescriptions[p.name] ?? '',
        imageUrl: artUrl(MOTIF_BY_TYPE[p.type], p.art),
        createdAt: new Date(now.getTime() - i * HOUR_MS),
      })),
    )
    .returning({ id: products.id, type: products.type });
  await tx.insert(productVariants).values(productRows.flatMap((p, i) => demoVariants(p.id, p.type, i)));
  const eventRows = await tx
    .insert(events)
    .values(
      demoEvents.map((e) => {
        const startsAt = lagosLocalToInstant(`${addDaysIso(today, e.daysAhead)}T${e.startTime}`);
        return {
          name: e.name,
          slug: slugify(e.name),
          location: e.location,
          startsAt,
          endsAt: new Date(startsAt.getTime() + e.hours * HOUR_MS),
          venue: e.venue,
          city: e.city,
          description: e.description,
          artistId: e.artist ? idOf(e.artist) : null,
          imageUrl: artUrl('stage', e.art),
        };
      }),
    )
    .returning({ id: events.id });
  // Every demo event sells tickets, so a fresh install can sell them at once (docs/product.md).
  await tx.insert(ticketTypes).values(
    eventRows.flatMap((row, i) =>
      demoEvents[i]!.tickets.map((t, position) => ({
        eventId: row.id,
        name: t.name,
        priceKobo: nairaToKobo(t.priceNaira)!,
        capacity: t.capacity,
        position,
      })),
    ),
  );
  await tx.insert(stories).values(
    demoStories.map((s) => ({
      title: s.title,
      slug: slugify(s.title),
      author: s.author,
      excerpt: s.excerpt,
      body: s.body,
      category: s.category,
      artistId: s.artist ? idOf(s.artist) : null,
      date: addDaysIso(today, -s.daysAgo),
      imageUrl: artUrl('pattern', s.art),
    })),
  );
}

async function seedForumList(tx: Tx, now: Date): Promise<void> {
  const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(forums);
  if ((existing[0]?.n ?? 0) > 0) return;
  // A second apart, in the seed's order, so that the hub lists them in that order.
  await tx.insert(forums).values(
    seedForums.map((f, i) => ({
      ...f,
      createdBy: 'system',
      createdAt: new Date(now.getTime() - (seedForums.length - i) * 1000),
    })),
  );
}

/** Sample members, posts and replies, with every counter and "last post/reply" consistent. */
async function seedDiscussions(tx: Tx, now: Date): Promise<void> {
  const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(communityUsers);
  if ((existing[0]?.n ?? 0) > 0) return;
  const members = await tx
    .insert(communityUsers)
    .values(
      seedMembers.map((m, i) => ({
        ...m,
        handle: handleFromName(m.displayName),
        avatarUrl: avatarUrl(m.displayName),
        joinDate: new Date(now.getTime() - (60 - i * 7) * 24 * HOUR_MS),
      })),
    )
    .returning();
  const forumRows = await tx.select().from(forums);
  const postsPerMember = new Map<string, number>();

  for (const seed of seedPosts) {
    const forum = forumRows.find((f) => f.category === seed.forum)!;
    const author = members[seed.author]!;
    const createdAt = new Date(now.getTime() - seed.hoursAgo * HOUR_MS);
    const replyRows = seed.replies.map((r, i) => ({
      author: members[r.author]!,
      content: r.content,
      createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR_MS),
    }));
    const lastReply = replyRows[replyRows.length - 1];
    const [post] = await tx
      .insert(posts)
      .values({
        forumId: forum.id,
        title: seed.title,
        content: seed.content,
        author: author.displayName,
        authorId: author.id,
        createdAt,
        updatedAt: createdAt,
        tags: [...seed.tags],
        replyCount: replyRows.length,
        lastReplyAuthor: lastReply?.author.displayName ?? null,
        lastReplyCreatedAt: lastReply?.createdAt ?? null,
      })
      .returning();
    if (replyRows.length > 0) {
      await tx.insert(replies).values(
        replyRows.map((r) => ({
          postId: post!.id,
          content: r.content,
          author: r.author.displayName,
          authorId: r.author.id,
          createdAt: r.createdAt,
          updatedAt: r.createdAt,
        })),
      );
    }
    // Seed posts are in time order, so each one is its forum's latest.
    await tx
      .update(forums)
      .set({
        postCount: sql`${forums.postCount} + 1`,
        lastPostId: post!.id,
        lastPostTitle: post!.title,
        lastPostAuthor: post!.author,
        lastPostCreatedAt: createdAt,
      })
      .where(eq(forums.id, forum.id));
    postsPerMember.set(author.id, (postsPerMember.get(author.id) ?? 0) + 1);
  }
  for (const [memberId, count] of postsPerMember) {
    await tx.update(communityUsers).set({ postCount: count }).where(eq(communityUsers.id, memberId));
  }
}

export interface SeedOptions {
  demoContent: boolean;
  now?: Date;
}

/** Returns the names of the parts that were seeded by this call (empty when all were done before). */
export async function seedDatabase(
  database: Database,
  { demoContent, now = new Date() }: SeedOptions,
): Promise<string[]> {
  const seeded: string[] = [];
  await database.db.transaction(async (tx) => {
    if (database.driver === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await once(tx, 'seed:forums', () => seedForumList(tx, now))) seeded.push('forums');
    if (!demoContent) return;
    if (await once(tx, 'seed:demo-catalog', () => seedCatalog(tx, now))) seeded.push('demo-catalog');
    if (await once(tx, 'seed:demo-community', () => seedDiscussions(tx, now))) seeded.push('demo-community');
  });
  return seeded;
}
