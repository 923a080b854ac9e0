// Removes everything the demo seed added, in one transaction, once the site is real (docs/product.md §10):
// the demo catalogue's entries (found by their seeded names), the demo personas (their reserved
// `@demo.invalid` addresses, which nobody can join with) and every post and reply they wrote. Posts and
// replies go through the community's own delete commands, so every counter and "last post/reply" stays
// exact; replies by real members under a demo post go with it, as when an admin deletes that post. The
// seed's parts are then recorded as done, so no restart brings any of it back.
import { and, type Column, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { DemoContentRemoved } from '@shared/schemas/demo-content';
import { DEMO_EMAIL_DOMAIN } from '@shared/schemas/auth-limits';
import type { Db } from '@server/db/database';
import { appMeta, artists, communityUsers, events, posts, products, replies, stories } from '@server/db/schema';
import { deletePost } from '@server/community/posts/commands/delete-post';
import { deleteReply } from '@server/community/replies/commands/delete-reply';
import { demoArtists, demoEvents, demoProducts, demoStories } from './demo-catalog';

export const DEMO_PARTS = ['seed:demo-catalog', 'seed:demo-community'] as const;

const named = (column: Column, names: readonly string[]) =>
  inArray(
    sql`lower(${column})`,
    names.map((name) => name.toLowerCase()),
  );

export async function removeDemoContent(db: Db): Promise<DemoContentRemoved> {
  return db.transaction(async (tx) => {
    // The parts are recorded first: a seed starting on another server waits for this transaction's row locks
    // on app_meta and then finds them done.
    await tx
      .insert(appMeta)
      .values(DEMO_PARTS.map((key) => ({ key, value: new Date().toISOString() })))
      .onConflictDoNothing();

    const personas = await tx
      .select({ id: communityUsers.id })
      .from(communityUsers)
      .where(like(sql`lower(${communityUsers.email})`, `%@${DEMO_EMAIL_DOMAIN}`));
    const personaIds = personas.map((p) => p.id);
    let removedPosts = 0;
    let removedReplies = 0;
    if (personaIds.length > 0) {
      // Their replies under other people's posts, one by one, so each post's counters follow.
      const theirReplies = await tx
        .select({ id: replies.id })
        .from(replies)
        .innerJoin(posts, eq(posts.id, replies.postId))
        .where(
          and(
            inArray(replies.authorId, personaIds),
            or(sql`${posts.authorId} is null`, notInArray(posts.authorId, personaIds)),
          ),
        );
      for (const reply of theirReplies) await deleteReply(tx, reply.id);
      // Their posts, with every reply under them (the forum's and authors' counters follow).
      const theirPosts = await tx
        .select({ id: posts.id, replyCount: posts.replyCount })
        .from(posts)
        .where(inArray(posts.authorId, personaIds));
      for (const post of theirPosts) await deletePost(tx, post.id);
      removedPosts = theirPosts.length;
      removedReplies = theirReplies.length + theirPosts.reduce((sum, post) => sum + post.replyCount, 0);
      await tx.delete(communityUsers).where(inArray(communityUsers.id, personaIds));
    }

    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    const removed = {
      products: await count(
        tx
          .delete(products)
          .where(
            or(
              ...demoProducts.map((p) =>
                and(
                  eq(sql`lower(${products.name})`, p.name.toLowerCase()),
                  inArray(
                    products.artistId,
                    tx.select({ id: artists.id }).from(artists).where(eq(artists.name, p.artist)),
                  ),
                ),
              ),
            ),
          )
          .returning({ id: products.id }),
      ),
      events: await count(
        tx
          .delete(events)
          .where(
            named(
              events.name,
              demoEvents.map((e) => e.name),
            ),
          )
          .returning({ id: events.id }),
      ),
      artists: await count(
        tx
          .delete(artists)
          .where(
            and(
              named(
                artists.name,
                demoArtists.map((a) => a.name),
              ),
              // A demo artist the admin has since given a product of their own stays, with that product.
              notInArray(artists.id, tx.select({ id: products.artistId }).from(products)),
            ),
          )
          .returning({ id: artists.id }),
      ),
      stories: await count(
        tx
          .delete(stories)
          .where(
            named(
              stories.title,
              demoStories.map((s) => s.title),
            ),
          )
          .returning({ id: stories.id }),
      ),
      members: personaIds.length,
      posts: removedPosts,
      replies: removedReplies,
    };
    // The old addresses of removed entries lead nowhere now.
    await tx.execute(sql`DELETE FROM slug_redirects r WHERE NOT EXISTS (
      SELECT 1 FROM products WHERE id = r.target_id UNION ALL SELECT 1 FROM events WHERE id = r.target_id
      UNION ALL SELECT 1 FROM artists WHERE id = r.target_id UNION ALL SELECT 1 FROM stories WHERE id = r.target_id)`);
    return removed;
  });
}
