// The admins' members screen: every account, newest first, searched by name, handle or e-mail and narrowed
// by role and suspension (keyset pages on created_at, id), and one member with their activity and the
// history of what admins changed on their account.
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, max, not, or, sql, type SQL } from 'drizzle-orm';
import type { I18n } from '@lingui/core';
import type { Role } from '@shared/constants';
import { memberAdminTexts } from '@shared/members';
import type { AdminMember, AdminMemberPage, AdminMemberSummary } from '@shared/schemas/admin-members';
import type { Db } from '@server/db/database';
import { communityUsers, memberChanges, orders, posts, replies, reports, sessions, users } from '@server/db/schema';
import { notFound } from '@server/errors';
import { cursorChecks, decodeCursor, filterScope, toPage } from '@server/http/paging/cursor';
import { suspensionOf } from '@server/http/request-user';

const LATEST = 5;
const EXCERPT = 140;
const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A suspension in force now: for good, or until a time still to come (what suspensionOf reads, in SQL). */
const suspendedNow = (now: Date): SQL =>
  and(isNotNull(users.suspendedAt), or(isNull(users.suspendedUntil), gt(users.suspendedUntil, now)))!;

const summaryColumns = {
  id: users.id,
  email: users.email,
  name: sql<string>`coalesce(${communityUsers.displayName}, ${users.email})`,
  handle: communityUsers.handle,
  role: users.role,
  createdAt: users.createdAt,
  lastSeen: communityUsers.lastSeen,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};
interface SummaryRow {
  id: string;
  email: string;
  name: string;
  handle: string | null;
  role: Role;
  createdAt: Date;
  lastSeen: Date | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

function presentSummary(row: SummaryRow, now: Date): AdminMemberSummary {
  const suspension = suspensionOf(row, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    handle: row.handle,
    role: row.role,
    joinedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeen?.toISOString() ?? null,
    suspension: suspension
      ? {
          since: row.suspendedAt!.toISOString(),
          until: suspension.until?.toISOString() ?? null,
          reason: suspension.reason,
        }
      : null,
  };
}

export async function listMembers(
  db: Db,
  filters: { q?: string; role?: Role; suspended?: boolean; limit: number; cursor?: string },
  now = new Date(),
): Promise<AdminMemberPage> {
  const search = filters.q?.trim() || undefined;
  const scope = filterScope({ q: search, role: filters.role, suspended: filters.suspended });
  const after = filters.cursor
    ? decodeCursor(filters.cursor, [cursorChecks.timestamp, cursorChecks.uuid], scope)
    : null;
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(communityUsers, eq(communityUsers.userId, users.id))
    .where(
      and(
        search
          ? or(
              ilike(users.email, pattern(search)),
              ilike(communityUsers.displayName, pattern(search)),
              ilike(communityUsers.handle, pattern(search.replace(/^@/, ''))),
            )
          : undefined,
        filters.role ? eq(users.role, filters.role) : undefined,
        filters.suspended === undefined ? undefined : filters.suspended ? suspendedNow(now) : not(suspendedNow(now)),
        after ? sql`(${users.createdAt}, ${users.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filters.limit + 1);
  return toPage(
    rows,
    filters.limit,
    (row) => [row.createdAt.toISOString(), row.id],
    (row) => presentSummary(row, now),
    scope,
  );
}

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

/** A member as the admins' screen shows them, its words (a deleted admin's name) in the language of `i18n`. */
export async function adminMember(db: Db, i18n: I18n, userId: string, now = new Date()): Promise<AdminMember> {
  const [row] = await db
    .select({ ...summaryColumns, memberId: communityUsers.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .leftJoin(communityUsers, eq(communityUsers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(memberAdminTexts.notFound);
  // A profile's words are read by its id; an account without one has written nothing.
  const memberId = row.memberId ?? '00000000-0000-0000-0000-000000000000';
  const wordsOfMember = sql`coalesce(${reports.replyId}, ${reports.postId}) in (
    select ${posts.id} from ${posts} where ${posts.authorId} = ${memberId}
    union all select ${replies.id} from ${replies} where ${replies.authorId} = ${memberId})`;
  const admins = db
    .select({ id: users.id, name: sql<string>`coalesce(${communityUsers.displayName}, ${users.email})`.as('name') })
    .from(users)
    .leftJoin(communityUsers, eq(communityUsers.userId, users.id))
    .as('admins');

  const [
    [postCount],
    [replyCount],
    [orderCount],
    [lastSignIn],
    [reportCounts],
    latestPosts,
    latestReplies,
    latestReports,
    history,
  ] = await Promise.all([
    db.select({ n: count() }).from(posts).where(eq(posts.authorId, memberId)),
    db.select({ n: count() }).from(replies).where(eq(replies.authorId, memberId)),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({ all: count(), open: sql<number>`count(*) filter (where ${reports.status} = 'open')`.mapWith(Number) })
      .from(reports)
      .where(wordsOfMember),
    db
      .select({ id: posts.id, title: posts.title, createdAt: posts.createdAt })
      .from(posts)
      .where(eq(posts.authorId, memberId))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(LATEST),
    db
      .select({
        id: replies.id,
        postId: replies.postId,
        postTitle: posts.title,
        content: replies.content,
        createdAt: replies.createdAt,
      })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId))
      .where(eq(replies.authorId, memberId))
      .orderBy(desc(replies.createdAt), desc(replies.id))
      .limit(LATEST),
    db
      .select({
        id: reports.id,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
        words: sql<string>`coalesce((select ${replies.content} from ${replies} where ${replies.id} = ${reports.replyId}),
          (select ${posts.title} from ${posts} where ${posts.id} = ${reports.postId}), '')`,
      })
      .from(reports)
      .where(wordsOfMember)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(LATEST),
    db
      .select({
        id: memberChanges.id,
        kind: memberChanges.kind,
        role: memberChanges.role,
        until: memberChanges.until,
        reason: memberChanges.reason,
        createdAt: memberChanges.createdAt,
        by: admins.name,
      })
      .from(memberChanges)
      .leftJoin(admins, eq(admins.id, memberChanges.byUserId))
      .where(eq(memberChanges.userId, userId))
      .orderBy(desc(memberChanges.createdAt), desc(memberChanges.id))
      .limit(50),
  ]);

  return {
    ...presentSummary(row, now),
    emailVerified: row.emailVerifiedAt !== null,
    lastSignInAt: lastSignIn?.at?.toISOString() ?? null,
    activity: {
      postCount: postCount?.n ?? 0,
      replyCount: replyCount?.n ?? 0,
      orderCount: orderCount?.n ?? 0,
      latestPosts: latestPosts.map((p) => ({ id: p.id, title: p.title, createdAt: p.createdAt.toISOString() })),
      latestReplies: latestReplies.map((r) => ({
        id: r.id,
        postId: r.postId,
        postTitle: r.postTitle,
        excerpt: excerpt(r.content),
        createdAt: r.createdAt.toISOString(),
      })),
      reportCount: reportCounts?.all ?? 0,
      openReportCount: reportCounts?.open ?? 0,
      latestReports: latestReports.map((r) => ({
        id: r.id,
        reason: r.reason,
        status: r.status,
        excerpt: excerpt(r.words),
        createdAt: r.createdAt.toISOString(),
      })),
    },
    history: history.map((change) => ({
      id: change.id,
      kind: change.kind,
      role: change.role,
      until: change.until?.toISOString() ?? null,
      reason: change.reason,
      createdAt: change.createdAt.toISOString(),
      by: change.by ?? i18n._(memberAdminTexts.formerAdmin),
    })),
  };
}
