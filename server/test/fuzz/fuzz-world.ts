// The data the fuzzers aim at: a member and an admin with sessions, and at least one row of every kind a
// path names (a forum, posts and replies by the member and by someone else, one of each catalogue
// entry). Refreshed between requests, so valid ids stay valid after the admin deletes things.
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { App } from '@server/app';
import { sessionCookieName } from '@server/auth/sessions/tokens';
import { createSession } from '@server/auth/sessions/repository';
import { createResetToken } from '@server/auth/password-reset/reset-links';
import { hashSecretToken } from '@server/auth/lib/secret-tokens';
import { createVerificationToken } from '@server/auth/email-verification/verification-links';
import { buildForum, buildPost } from '../factories/community';
import { memberOf } from '../community-checks';
import type { Db } from '@server/db/database';
import {
  artists,
  events,
  forums,
  notifications,
  emailVerifications,
  mailMessages,
  newsletterIssues,
  orders,
  passwordResets,
  paymentIssues,
  posts,
  products,
  productVariants,
  replies,
  reports,
  shopSettings,
  stories,
  storyFeeds,
  ticketTypes,
} from '@server/db/schema';
import { buildCartLine, buildCartSeat, buildOrder, buildPaymentIssue } from '../factories/shop';
import { joinAs, type TestAccount } from '../accounts';
import { buildArtist, buildEvent, buildProduct, buildStory } from '../factories/catalog';
import {
  artistFilterOptions,
  eventFilterOptions,
  productFilterOptions,
  storyFilterOptions,
} from '@server/catalog/filter-options';
import { GRIOT_SOURCE } from '@shared/catalog-filters';

export type ActorName = 'visitor' | 'member' | 'admin';
export const ACTORS: ActorName[] = ['visitor', 'member', 'admin'];

export type IdKind =
  | 'forum'
  | 'post'
  | 'reply'
  | 'product'
  | 'event'
  | 'artist'
  | 'story'
  | 'storyFeed'
  | 'variant'
  | 'notification'
  | 'order'
  | 'paymentIssue'
  | 'ticketType'
  | 'user'
  | 'mail'
  | 'newsletterIssue'
  | 'report';

export interface Actor {
  name: ActorName;
  /** The Cookie header, or null for a visitor. */
  cookie: string | null;
}

const SLUG_TABLES = { product: products, event: events, artist: artists, story: stories } as const;
const KIND_TABLES = {
  forum: forums,
  storyFeed: storyFeeds,
  variant: productVariants,
  order: orders,
  ticketType: ticketTypes,
  notification: notifications,
  ...SLUG_TABLES,
} as const;

export class FuzzWorld {
  private readonly ids: Record<IdKind, string[]> = {
    forum: [],
    post: [],
    reply: [],
    product: [],
    event: [],
    artist: [],
    story: [],
    storyFeed: [],
    variant: [],
    notification: [],
    order: [],
    paymentIssue: [],
    ticketType: [],
    user: [],
    mail: [],
    newsletterIssue: [],
    report: [],
  };
  /** The orders' references and buyers, for the buyer's order routes (the member's and the admin's own). */
  private references: Array<{ reference: string; userId: string | null }> = [];
  /** What the member's and the admin's carts cost: one unit of the world's variant and the delivery fee. */
  cartTotalKobo = 0;
  /** A variant for sale with uncounted stock: what any cart can take. */
  saleVariantId = '';
  /** The catalogue's slugs, for the public pages of one item. */
  private readonly slugs: Record<'product' | 'event' | 'artist' | 'story', string[]> = {
    product: [],
    event: [],
    artist: [],
    story: [],
  };
  private names: string[] = [];
  /** Values the lists' text filters match, by query parameter, so that filtered pages are not all empty. */
  private filters: Record<string, string[]> = {};
  /** The member's and the admin's @handles, for the public profiles. */
  private readonly handles: Record<'member' | 'admin', string> = { member: '', admin: '' };
  private readonly own = {
    member: { post: [] as string[], reply: [] as string[], notification: [] as string[] },
    admin: { post: [] as string[], reply: [] as string[], notification: [] as string[] },
  };
  /** Standing words someone else wrote, which the actor may report (its own it may not). */
  private readonly others = {
    member: { post: [] as string[], reply: [] as string[] },
    admin: { post: [] as string[], reply: [] as string[] },
  };
  private readonly cookies = new Map<ActorName, string | null>([['visitor', null]]);
  /** A live reset link of an account no actor is (using one ends the account's sessions). */
  resetToken = '';
  /** A live link confirming that account's address. */
  verificationToken = '';

  private constructor(
    private readonly app: App,
    private readonly db: Db,
    /** Replaced when a request deletes the account (replaceAccount). */
    public member: TestAccount,
    public admin: TestAccount,
    private readonly bystander: TestAccount,
    /** A member whose words the bystander reports, so that the admin may dismiss, delete or suspend. */
    private readonly offender: TestAccount,
  ) {}

  static async create(app: App, db: Db): Promise<FuzzWorld> {
    const world = new FuzzWorld(
      app,
      db,
      await joinAs(app, db, 'member'),
      await joinAs(app, db, 'admin'),
      await joinAs(app, db, 'member'),
      await joinAs(app, db, 'member'),
    );
    world.cookies.set('member', world.member.cookie);
    world.cookies.set('admin', world.admin.cookie);
    await world.refresh();
    return world;
  }

  actor(name: ActorName): Actor {
    return { name, cookie: this.cookies.get(name) ?? null };
  }

  /**
   * Ids of one kind; for posts and replies an actor may ask for its own (the ones it may edit) or for
   * others' (the ones it may report).
   */
  idsOf(kind: IdKind, actor?: ActorName, whose: 'any' | 'own' | 'others' | 'standing' = 'any'): string[] {
    if (!actor || actor === 'visitor') return this.ids[kind];
    if (whose === 'standing' && (kind === 'post' || kind === 'reply'))
      return [...this.own[actor][kind], ...this.others[actor][kind]];
    if (whose === 'own' && (kind === 'post' || kind === 'reply' || kind === 'notification'))
      return this.own[actor][kind];
    if (whose === 'others' && (kind === 'post' || kind === 'reply')) return this.others[actor][kind];
    return this.ids[kind];
  }

  /** The directory's names, which admin entries name their artist by. */
  artistNames(): string[] {
    return this.names;
  }

  /** The actor's own orders (the only ones their requests may read), or every order when they have none. */
  orderReferences(actor: ActorName): string[] {
    const uid = actor === 'visitor' ? null : (actor === 'member' ? this.member : this.admin).uid;
    const own = this.references.filter((order) => uid !== null && order.userId === uid);
    return (own.length > 0 ? own : this.references).map((order) => order.reference);
  }

  memberHandles(): string[] {
    return [this.handles.member, this.handles.admin].filter(Boolean);
  }

  filterValuesOf(parameter: string): string[] | undefined {
    return this.filters[parameter];
  }

  slugsOf(kind: IdKind): string[] {
    return kind in this.slugs ? this.slugs[kind as keyof typeof this.slugs] : [];
  }

  /** A new session for an actor whose session a request ended (sign-out, sign out everywhere). */
  async renewSession(name: ActorName): Promise<void> {
    if (name === 'visitor') return;
    const account = name === 'member' ? this.member : this.admin;
    const { token } = await createSession(this.db, account.uid);
    this.cookies.set(name, `${sessionCookieName(this.app.config.secureCookies)}=${token}`);
  }

  /** A new account for an actor whose account a request deleted: the same address, password and role. */
  async replaceAccount(name: ActorName): Promise<void> {
    if (name === 'visitor') return;
    const account = await joinAs(this.app, this.db, name, this[name].email);
    this[name] = account;
    this.cookies.set(name, account.cookie);
    await this.refresh();
  }

  /** Puts back whatever was deleted, then reads the ids. */
  async refresh(): Promise<void> {
    const db = this.db;
    let [forum] = await db.select({ id: forums.id }).from(forums).limit(1);
    forum ??= await buildForum(db);
    const others = await db.select({ id: posts.id }).from(posts).where(isNull(posts.authorId)).limit(1);
    const otherPost = others[0] ?? (await buildPost(db, forum.id));
    if ((await db.select({ id: replies.id }).from(replies).where(isNull(replies.authorId)).limit(1)).length === 0) {
      await db.insert(replies).values({ postId: otherPost.id, content: 'A sample reply.', author: 'Sample' });
    }
    for (const name of ['member', 'admin'] as const) {
      const profile = await memberOf(db, (name === 'member' ? this.member : this.admin).uid);
      const author = { author: profile.displayName, authorId: profile.id };
      // Their own words still standing: a post or reply they deleted can no longer be edited.
      const ownPosts = and(eq(posts.authorId, profile.id), isNull(posts.deletedByAuthorAt));
      const ownReplies = and(eq(replies.authorId, profile.id), isNull(replies.deletedByAuthorAt));
      if ((await db.select({ id: posts.id }).from(posts).where(ownPosts).limit(1)).length === 0)
        await buildPost(db, forum.id, author);
      if ((await db.select({ id: replies.id }).from(replies).where(ownReplies).limit(1)).length === 0) {
        await db.insert(replies).values({ postId: otherPost.id, content: `A reply by the ${name}.`, ...author });
      }
      this.own[name].post = await idList(db.select({ id: posts.id }).from(posts).where(ownPosts).limit(5));
      this.own[name].reply = await idList(db.select({ id: replies.id }).from(replies).where(ownReplies).limit(5));
      // Others' words still standing (the sample post and reply above have no author at all).
      const othersPosts = and(
        or(isNull(posts.authorId), ne(posts.authorId, profile.id)),
        isNull(posts.deletedByAuthorAt),
      );
      const othersReplies = and(
        or(isNull(replies.authorId), ne(replies.authorId, profile.id)),
        isNull(replies.deletedByAuthorAt),
      );
      this.others[name].post = await idList(db.select({ id: posts.id }).from(posts).where(othersPosts).limit(5));
      this.others[name].reply = await idList(db.select({ id: replies.id }).from(replies).where(othersReplies).limit(5));
      this.handles[name] = profile.handle;
      // A notification of their own, to open and mark read.
      const account = name === 'member' ? this.member : this.admin;
      const mine = await idList(
        db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, account.uid)).limit(5),
      );
      this.own[name].notification =
        mine.length > 0
          ? mine
          : await idList(
              db
                .insert(notifications)
                .values({ userId: account.uid, kind: 'reply', actor: 'Someone', title: 'A post' })
                .returning({ id: notifications.id }),
            );
    }
    if ((await db.select({ id: products.id }).from(products).limit(1)).length === 0) await buildProduct(db);
    if ((await db.select({ id: events.id }).from(events).limit(1)).length === 0)
      await buildEvent(db, { date: '2030-01-01', city: 'Lagos' });
    if ((await db.select({ id: artists.id }).from(artists).limit(1)).length === 0)
      await buildArtist(db, { genre: 'Afrobeats', location: 'Lagos' });
    if ((await db.select({ id: stories.id }).from(stories).limit(1)).length === 0)
      await buildStory(db, { date: '2026-01-01' });
    if ((await db.select({ id: storyFeeds.id }).from(storyFeeds).limit(1)).length === 0)
      await db
        .insert(storyFeeds)
        .values({ name: 'Fuzz outlet', url: 'https://fuzz.example/feed' })
        .onConflictDoNothing();

    await this.refreshShop();
    await this.refreshOutbox();
    await this.refreshNewsletter();
    await this.refreshReports(forum.id);
    const links = await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, this.bystander.uid), isNull(passwordResets.usedAt)));
    if (links.length === 0) this.resetToken = await createResetToken(db, this.bystander.uid);
    const confirmation = await db
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.tokenHash, hashSecretToken(this.verificationToken)),
          isNull(emailVerifications.usedAt),
        ),
      );
    if (confirmation.length === 0) {
      this.verificationToken = await createVerificationToken(db, this.bystander.uid, this.bystander.email);
    }
    for (const [kind, table] of Object.entries(KIND_TABLES)) {
      this.ids[kind as keyof typeof KIND_TABLES] = await idList(db.select({ id: table.id }).from(table).limit(20));
    }
    this.names = (await db.select({ name: artists.name }).from(artists).limit(20)).map((row) => row.name);
    for (const [kind, table] of Object.entries(SLUG_TABLES)) {
      const rows = await db.select({ slug: table.slug }).from(table).limit(20);
      this.slugs[kind as keyof typeof SLUG_TABLES] = rows.map((row) => row.slug);
    }
    await this.refreshFilters();
    // Posts that take replies first: one its author deleted refuses them.
    this.ids.post = await idList(
      db
        .select({ id: posts.id })
        .from(posts)
        .orderBy(sql`${posts.deletedByAuthorAt} is not null`)
        .limit(20),
    );
    this.ids.user = [this.member.uid, this.admin.uid];
    // Each status among the orders named, the paid ones first: checkouts add pending orders with each run.
    this.ids.order = await idList(
      db
        .select({ id: orders.id })
        .from(orders)
        .orderBy(sql`${orders.status} = 'paid' desc`, desc(orders.createdAt))
        .limit(20),
    );
    // Standing replies only: one its author took back can only be refused, and as the admin's own deletions
    // pile up they would crowd out the replies a report or a moderator can act on.
    this.ids.reply = await idList(
      db.select({ id: replies.id }).from(replies).where(isNull(replies.deletedByAuthorAt)).limit(20),
    );
  }

  /** Open reports of the offender's post and reply (acting on one closes it, deleting takes the words too). */
  private async refreshFilters(): Promise<void> {
    const [forProducts, forEvents, forArtists, forStories] = await Promise.all([
      productFilterOptions(this.db),
      eventFilterOptions(this.db),
      artistFilterOptions(this.db),
      storyFilterOptions(this.db),
    ]);
    this.filters = {
      artist: forProducts.artists.map((artist) => artist.slug),
      city: forEvents.cities,
      genre: forArtists.genres,
      location: forArtists.locations,
      source: [...forStories.sources, GRIOT_SOURCE],
    };
  }

  private async refreshReports(forumId: string): Promise<void> {
    const db = this.db;
    const profile = await memberOf(db, this.offender.uid);
    const author = { author: profile.displayName, authorId: profile.id };
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, profile.id)).limit(1);
    const postId = post?.id ?? (await buildPost(db, forumId, author)).id;
    const [reply] = await db
      .select({ id: replies.id })
      .from(replies)
      .where(and(eq(replies.authorId, profile.id), eq(replies.postId, postId)))
      .limit(1);
    const replyId =
      reply?.id ??
      (
        await idList(
          db
            .insert(replies)
            .values({ postId, content: 'Buy now.', ...author })
            .returning({ id: replies.id }),
        )
      )[0]!;
    const open = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.status, 'open'), eq(reports.reporterId, this.bystander.uid)));
    if (open.length === 0) {
      await db.insert(reports).values([
        { reporterId: this.bystander.uid, postId, reason: 'spam' },
        { reporterId: this.bystander.uid, postId, replyId, reason: 'abuse', note: 'Rude.' },
      ]);
    }
    this.ids.report = await idList(
      db.select({ id: reports.id }).from(reports).where(eq(reports.status, 'open')).limit(20),
    );
  }

  /** A failed and a held message, which "Send again" queues (no job runs here to send them), listed first. */
  private async refreshOutbox(): Promise<void> {
    const db = this.db;
    const unsent = await db
      .select({ status: mailMessages.status })
      .from(mailMessages)
      .where(inArray(mailMessages.status, ['failed', 'held']));
    for (const status of ['failed', 'held'] as const) {
      if (unsent.some((row) => row.status === status)) continue;
      await db.insert(mailMessages).values({
        to: 'reader@example.com',
        subject: `A ${status} message`,
        text: 'Hello.',
        html: '<p>Hello.</p>',
        status,
        lastError: status === 'failed' ? '451 Try again later' : null,
      });
    }
    this.ids.mail = await idList(
      db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .orderBy(sql`${mailMessages.status} in ('failed', 'held') desc`, desc(mailMessages.createdAt))
        .limit(20),
    );
  }

  /** A draft of the newsletter, which can be edited, tested and sent (once), listed first. */
  private async refreshNewsletter(): Promise<void> {
    const db = this.db;
    const drafts = await db
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(isNull(newsletterIssues.sentAt));
    if (drafts.length === 0) await db.insert(newsletterIssues).values({ subject: 'A draft', body: 'Hello.' });
    this.ids.newsletterIssue = await idList(
      db
        .select({ id: newsletterIssues.id })
        .from(newsletterIssues)
        .orderBy(sql`${newsletterIssues.sentAt} is null desc`, desc(newsletterIssues.createdAt))
        .limit(20),
    );
  }

  /**
   * A variant with uncounted stock in the member's and the admin's carts, a pending and a paid order of
   * each (so checkout, "Try again", shipping and refunds can succeed), and an open payment problem.
   */
  private async refreshShop(): Promise<void> {
    const db = this.db;
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(isNull(productVariants.stock))
      .limit(1);
    const variantId = variant?.id ?? (await variantOf(db, (await buildProduct(db)).id));
    this.saleVariantId = variantId;
    // Free seats, so that the carts' totals stay the variant's and the delivery fee.
    const [free] = await db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.priceKobo, 0))
      .limit(1);
    const ticketTypeId = free?.id ?? (await freeTicketType(db));
    for (const account of [this.member, this.admin]) {
      await buildCartLine(db, account.uid, variantId);
      await buildCartSeat(db, account.uid, ticketTypeId);
      const own = await db.select({ status: orders.status }).from(orders).where(eq(orders.userId, account.uid));
      if (!own.some((order) => order.status === 'pending')) await buildOrder(db, { variantId, userId: account.uid });
      if (!own.some((order) => order.status === 'paid')) {
        await buildOrder(db, { variantId, userId: account.uid, status: 'paid' });
      }
    }
    const open = await db.select({ id: paymentIssues.id }).from(paymentIssues).where(isNull(paymentIssues.resolvedAt));
    this.ids.paymentIssue = open.length > 0 ? open.map((row) => row.id) : [(await buildPaymentIssue(db)).id];
    const [price] = await db
      .select({ priceKobo: products.priceKobo })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, variantId));
    const [fee] = await db.select({ kobo: shopSettings.deliveryFeeKobo }).from(shopSettings);
    this.cartTotalKobo = price!.priceKobo + (fee?.kobo ?? 0);
    // The accounts' own orders first: a deleted member's orders stay, detached, and no actor may use them.
    this.references = await db
      .select({ reference: orders.reference, userId: orders.userId })
      .from(orders)
      .orderBy(sql`${orders.userId} is null`, desc(orders.createdAt))
      .limit(20);
  }
}

/** A free ticket type of a new event, with more seats than any fuzzing takes. */
async function freeTicketType(db: Db): Promise<string> {
  const event = await buildEvent(db, { date: '2031-03-01' });
  const [type] = await db
    .insert(ticketTypes)
    .values({ eventId: event.id, name: 'Guest list', priceKobo: 0, capacity: 100_000 })
    .returning({ id: ticketTypes.id });
  return type!.id;
}

async function variantOf(db: Db, productId: string): Promise<string> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return variant!.id;
}

async function idList(rows: Promise<Array<{ id: string }>>): Promise<string[]> {
  return (await rows).map((row) => row.id);
}
