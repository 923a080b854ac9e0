// The admin's list of subscribers: newest first, by status (keyset pages on created_at, id:
// newsletter_subscribers_newest_idx), counted by status, and the whole list as CSV (server/lib/csv-file.ts
// keeps an address from running as a formula in a spreadsheet).
import type { I18n } from '@lingui/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SubscriberStatus } from '@shared/newsletter';
import type { Subscriber } from '@shared/schemas/newsletter';
import type { Db } from '@server/db/database';
import { newsletterSubscribers } from '@server/db/schema';
import { csvFile } from '@server/lib/csv-file';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

type Row = { [K in keyof typeof columns]: (typeof newsletterSubscribers.$inferSelect)[K] };

const presentSubscriber = (row: Row): Subscriber => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

export async function listSubscribers(
  db: Db,
  { status, limit, cursor }: { status?: SubscriberStatus; limit: number; cursor?: string },
) {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(
      and(
        status ? eq(newsletterSubscribers.status, status) : undefined,
        after
          ? sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentSubscriber);
}

export async function countSubscribers(db: Db): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

const iso = (date: Date | null) => date?.toISOString() ?? '';

/** The subscribers file's columns, in the admin's language; its values stay as stored. */
const SUBSCRIBER_COLUMNS = [
  /*i18n*/ { id: 'newsletter.subscribers-csv.email', message: 'E-mail' },
  /*i18n*/ { id: 'newsletter.subscribers-csv.status', message: 'Status' },
  /*i18n*/ { id: 'newsletter.subscribers-csv.subscribed-at', message: 'Subscribed at' },
  /*i18n*/ { id: 'newsletter.subscribers-csv.confirmed-at', message: 'Confirmed at' },
  /*i18n*/ { id: 'newsletter.subscribers-csv.unsubscribed-at', message: 'Unsubscribed at' },
];

export async function subscribersCsv(db: Db, i18n: I18n, status?: SubscriberStatus): Promise<string> {
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(status ? eq(newsletterSubscribers.status, status) : undefined)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return csvFile(
    SUBSCRIBER_COLUMNS.map((column) => i18n._(column)),
    rows.map((row) => [row.email, row.status, iso(row.createdAt), iso(row.confirmedAt), iso(row.unsubscribedAt)]),
  );
}
