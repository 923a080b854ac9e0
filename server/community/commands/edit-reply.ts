// An author edits their own reply: updatedAt records the edit and isEdited shows it as "edited".
import { and, eq, sql } from 'drizzle-orm';
import type { Reply } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { replies } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { NOT_YOUR_REPLY, REPLY_NOT_FOUND } from '../messages';
import { presentReply } from '../replies/presenter';
import { authoredBy, type Viewer } from '../viewer';

export async function editReply(db: Db, viewer: Viewer, replyId: string, content: string): Promise<Reply> {
  const [reply] = await db
    .update(replies)
    .set({ content: content.trim(), updatedAt: sql`clock_timestamp()`, isEdited: true })
    .where(and(eq(replies.id, replyId), authoredBy(replies.authorId, viewer)))
    .returning();
  if (reply) return presentReply(reply, viewer);
  const [existing] = await db.select({ id: replies.id }).from(replies).where(eq(replies.id, replyId));
  throw existing ? forbidden(NOT_YOUR_REPLY) : notFound(REPLY_NOT_FOUND);
}
