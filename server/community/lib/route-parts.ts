// Path and query schemas the community routes share (a malformed id is a 400 from the schema, never a 500).
import Type from 'typebox';
import { ListQuery } from '@shared/schemas/common';
import { withValues } from '@shared/texts';
import { OWN_LIST_PAGE, POST_PAGE, REPLY_PAGE } from './limits';

const Uuid = Type.String({ format: 'uuid' });

export const ForumParams = Type.Object({ forumId: Uuid });
export const PostParams = Type.Object({ postId: Uuid });
export const ReplyParams = Type.Object({ replyId: Uuid });

function pageQuery(size: { default: number; max: number }) {
  return Type.Object(
    {
      cursor: ListQuery.properties.cursor,
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: size.max, default: size.default, description: 'Items per page' }),
      ),
    },
    { additionalProperties: false },
  );
}

export const PostListQuery = pageQuery(POST_PAGE);
export const ReplyListQuery = pageQuery(REPLY_PAGE);
export const OwnListQuery = pageQuery(OWN_LIST_PAGE);

const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** The threads a list shows, comma-separated: a page of posts at most. */
export const UnreadQuery = Type.Object(
  {
    posts: Type.String({
      maxLength: POST_PAGE.max * 37,
      pattern: `^${UUID_PATTERN}(,${UUID_PATTERN}){0,${POST_PAGE.max - 1}}$`,
      description: 'Post ids, comma-separated',
      errorMessage: {
        pattern: withValues(
          /*i18n*/ {
            id: 'community.rule.unread-posts',
            message: 'Name up to {max} posts by their ids, separated by commas.',
          },
          { max: POST_PAGE.max },
        ),
      },
    }),
  },
  { additionalProperties: false },
);
