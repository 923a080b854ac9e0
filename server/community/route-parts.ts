// Pieces the community routes share: path and query schemas (a malformed id is a 400 from the schema,
// never a 500) and the empty 204 answer.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { ListQuery } from '@shared/schemas/common';
import { POST_PAGE, REPLY_PAGE } from './limits';

const Uuid = Type.String({ format: 'uuid' });

export const ForumParams = Type.Object({ forumId: Uuid });
export const PostParams = Type.Object({ postId: Uuid });
export const ReplyParams = Type.Object({ replyId: Uuid });

function pageQuery(size: { default: number; max: number }) {
  return Type.Object(
    {
      cursor: ListQuery.properties.cursor,
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: size.max, default: size.default, description: 'Items per page' })),
    },
    { additionalProperties: false },
  );
}

export const PostListQuery = pageQuery(POST_PAGE);
export const ReplyListQuery = pageQuery(REPLY_PAGE);

export const NoContent = { 204: { type: 'null', description: 'Done' } } as const;

/** Waits for the work, then answers 204 (Fastify sends no body with a 204). */
export async function noContent(reply: FastifyReply, work: Promise<void>): Promise<null> {
  await work;
  reply.status(204);
  return null;
}
