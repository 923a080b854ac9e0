// The community forum and member profiles as the API gives and takes them (docs/product.md §3).
import { HANDLE_MAX, HANDLE_MIN, HANDLE_PATTERN } from '../handles';
import { RESERVED_NAME_MESSAGE, RESERVED_WORD_PATTERN } from '../display-names';
import Type, { type Static } from 'typebox';
import { FORUM_CATEGORIES, PROFILE_DISCIPLINES } from '../constants';
import { Id, ImageDetailsOrNull, IsoDateTime, Page } from './common';
import { HoneypotFields } from './honeypot';
import { BIO_MAX, CONTENT_MAX, PROFILE_NAME_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX } from './community-limits';
import { mustNotMatch, PersonText } from './text-rules';
import { withValues } from '../texts';

export const ForumCategory = Type.Enum([...FORUM_CATEGORIES]);

/** The @handle a name links to (/members/{handle}); null when the profile is gone (a former member). */
const AuthorHandle = Type.Union([Type.String(), Type.Null()]);

/** The slug of a thread's address, from its title (shared/thread-address.ts). */
const ThreadSlug = Type.String({ description: "The thread's address is /community/post/{id}-{slug}" });

export const LastPost = Type.Object({
  id: Id,
  title: Type.String(),
  slug: ThreadSlug,
  author: Type.String(),
  authorHandle: AuthorHandle,
  createdAt: IsoDateTime,
});

export const Forum = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  category: ForumCategory,
  createdAt: IsoDateTime,
  createdBy: Type.String(),
  postCount: Type.Integer(),
  lastPost: Type.Union([LastPost, Type.Null()]),
});
export type Forum = Static<typeof Forum>;

/** One forum as its page shows it: with whether the viewer follows it. */
export const ForumView = Type.Object({
  ...Forum.properties,
  isFollowing: Type.Boolean({ description: 'The signed-in viewer follows the forum (false for visitors)' }),
});
export type ForumView = Static<typeof ForumView>;

export const LastReply = Type.Object({ author: Type.String(), createdAt: IsoDateTime });

const postFields = {
  id: Id,
  forumId: Id,
  title: Type.String(),
  slug: ThreadSlug,
  author: Type.String(),
  authorId: Type.Union([Id, Type.Null()]),
  authorHandle: AuthorHandle,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  replyCount: Type.Integer(),
  isPinned: Type.Boolean(),
  isLocked: Type.Boolean(),
  tags: Type.Array(Type.String()),
  lastReply: Type.Union([LastReply, Type.Null()]),
  /** Its author deleted it: the title is DELETED_BY_AUTHOR, the content and tags are empty, the replies stay. */
  deletedByAuthor: Type.Boolean(),
};

/** A post as its card shows it: the content cut to the 150-character excerpt of docs/product.md §9. */
export const PostSummary = Type.Object({ ...postFields, excerpt: Type.String() });
export type PostSummary = Static<typeof PostSummary>;

/** The content's Markdown as safe HTML, made on the server (server/lib/post-markdown.ts). */
const ContentHtml = Type.String({ description: 'The content rendered from Markdown and made safe on the server' });

/** A post's or reply's likes: how many members liked it, and whether the signed-in viewer did. */
const likeFields = {
  likeCount: Type.Integer({ minimum: 0, description: 'How many members liked it' }),
  liked: Type.Boolean({ description: 'The signed-in viewer liked it (false for visitors)' }),
};

/** A whole post, with what the signed-in viewer may do with it. */
export const Post = Type.Object({
  ...postFields,
  content: Type.String({ description: 'As written, in Markdown' }),
  contentHtml: ContentHtml,
  forumName: Type.String(),
  canEdit: Type.Boolean({ description: 'The viewer wrote it' }),
  canModerate: Type.Boolean({ description: 'The viewer is an admin' }),
  isFollowing: Type.Boolean({ description: 'The signed-in viewer follows the post (false for visitors)' }),
  ...likeFields,
});
export type Post = Static<typeof Post>;

export const Reply = Type.Object({
  id: Id,
  postId: Id,
  content: Type.String({ description: 'As written, in Markdown' }),
  contentHtml: ContentHtml,
  author: Type.String(),
  authorId: Type.Union([Id, Type.Null()]),
  authorHandle: AuthorHandle,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  isEdited: Type.Boolean(),
  /** Its author deleted it: the content is empty and the reply keeps its place. */
  deletedByAuthor: Type.Boolean(),
  canEdit: Type.Boolean(),
  ...likeFields,
});
export type Reply = Static<typeof Reply>;

export const Member = Type.Object({
  id: Id,
  displayName: Type.String(),
  /** What @mentions name (shared/handles.ts). */
  handle: Type.String(),
  discipline: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  avatar: ImageDetailsOrNull,
  joinDate: IsoDateTime,
  postCount: Type.Integer(),
  reputation: Type.Integer(),
  isOnline: Type.Boolean(),
  lastSeen: Type.Union([IsoDateTime, Type.Null()]),
});
export type Member = Static<typeof Member>;

/** The signed-in member's own profile; `exists` is false for the in-memory default of docs/product.md §4. */
export const Profile = Type.Object({
  ...Member.properties,
  email: Type.String(),
  bio: Type.String(),
  exists: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

/** A member as anyone may see them at /members/{handle}: never the e-mail. */
export const PublicMember = Type.Object({
  id: Id,
  displayName: Type.String(),
  handle: Type.String(),
  discipline: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  avatar: ImageDetailsOrNull,
  bio: Type.String(),
  joinDate: IsoDateTime,
  postCount: Type.Integer(),
  reputation: Type.Integer(),
  isOnline: Type.Boolean(),
});
export type PublicMember = Static<typeof PublicMember>;

/** One of a member's replies in a list of them: where it was written and its first words. */
export const MemberReply = Type.Object({
  id: Id,
  postId: Id,
  postTitle: Type.String(),
  postSlug: ThreadSlug,
  excerpt: Type.String(),
  createdAt: IsoDateTime,
});
export type MemberReply = Static<typeof MemberReply>;

/** A public profile: the member and their newest posts and replies (their deleted words left out). */
export const MemberProfile = Type.Object({
  member: PublicMember,
  recentPosts: Type.Array(PostSummary),
  recentReplies: Type.Array(MemberReply),
});
export type MemberProfile = Static<typeof MemberProfile>;

export const MemberReplyPage = Page(MemberReply);
export type MemberReplyPage = Static<typeof MemberReplyPage>;

/** Whether the signed-in member now follows the post or forum. */
export const FollowState = Type.Object({ following: Type.Boolean() });
export type FollowState = Static<typeof FollowState>;

/** A like's answer: the state the member is now in, and the post's or reply's count with it. */
export const LikeState = Type.Object(likeFields);
export type LikeState = Static<typeof LikeState>;

/** What was new in a thread when the member opened it: the first reply by others since their last visit, and how many. */
export const ThreadRead = Type.Object({
  firstNewReplyId: Type.Union([Id, Type.Null()]),
  newReplies: Type.Integer({ minimum: 0 }),
});
export type ThreadRead = Static<typeof ThreadRead>;

/** A thread of a list that is new to the member: never opened (`isNew`), or with replies by others since. */
export const UnreadMark = Type.Object({ postId: Id, isNew: Type.Boolean(), newReplies: Type.Integer({ minimum: 0 }) });
export type UnreadMark = Static<typeof UnreadMark>;
/** The marks of the threads asked for; a thread with nothing new is left out. */
export const UnreadMarks = Type.Object({ items: Type.Array(UnreadMark) });
export type UnreadMarks = Static<typeof UnreadMarks>;

const HANDLE_CHARACTERS = /*i18n*/ {
  id: 'community.rule.handle-characters',
  message: 'A handle is letters, digits or underscores.',
};

export const MemberParams = Type.Object(
  {
    handle: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_]+$',
      errorMessage: { pattern: HANDLE_CHARACTERS },
    }),
  },
  { additionalProperties: false },
);

export const CommunityHub = Type.Object({
  forums: Type.Array(Forum),
  /** The 5 most recent posts (docs/product.md §9). */
  recentPosts: Type.Array(PostSummary),
  /** Up to 10 members seen in the last 5 minutes. */
  onlineMembers: Type.Array(Member),
});
export type CommunityHub = Static<typeof CommunityHub>;

export const PostPage = Page(PostSummary);
export type PostPage = Static<typeof PostPage>;
export const ReplyPage = Page(Reply);
export type ReplyPage = Static<typeof ReplyPage>;

const Content = PersonText(100_000, {
  paragraphs: true,
  required: /*i18n*/ { id: 'community.rule.content-required', message: 'Content is required.' },
  max: {
    length: CONTENT_MAX,
    message: withValues(
      /*i18n*/ { id: 'community.rule.content-too-long', message: 'Content must be at most {max} characters.' },
      { max: CONTENT_MAX.toLocaleString('en') },
    ),
  },
});

// The tags' rules read the comma-separated text the way parseTags does: entries trimmed, empty ones dropped.
/** More than `count` entries with something besides spaces. */
const moreTagsThan = (count: number) => `^[\\s,]*[^\\s,](?:[^,]*,[\\s,]*[^\\s,]){${count}}`;
/** An entry whose trimmed length is over `max`. */
const aTagLongerThan = (max: number) => `[^\\s,][^,]{${max - 1},}[^\\s,]`;

export const NewPostBody = Type.Object(
  {
    title: PersonText(1000, {
      required: /*i18n*/ { id: 'community.rule.title-required', message: 'Title is required.' },
      max: {
        length: TITLE_MAX,
        message: withValues(
          /*i18n*/ { id: 'community.rule.title-too-long', message: 'Title must be at most {max} characters.' },
          { max: TITLE_MAX },
        ),
      },
    }),
    content: Content,
    /** The form's comma-separated text; the server stores it as parseTags reads it. */
    tags: Type.Optional(
      Type.String({
        maxLength: 1000,
        allOf: [
          mustNotMatch(
            moreTagsThan(TAGS_MAX),
            withValues(
              /*i18n*/ { id: 'community.rule.too-many-tags', message: 'At most {max} tags, please.' },
              {
                max: TAGS_MAX,
              },
            ),
          ),
          mustNotMatch(
            aTagLongerThan(TAG_MAX),
            withValues(
              /*i18n*/ { id: 'community.rule.tag-too-long', message: 'Each tag must be at most {max} characters.' },
              { max: TAG_MAX },
            ),
          ),
        ],
      }),
    ),
    ...HoneypotFields,
  },
  { additionalProperties: false },
);
export type NewPostBody = Static<typeof NewPostBody>;

export const ReplyBody = Type.Object({ content: Content, ...HoneypotFields }, { additionalProperties: false });
export type ReplyBody = Static<typeof ReplyBody>;

export const ModerationBody = Type.Object(
  { isPinned: Type.Optional(Type.Boolean()), isLocked: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ModerationBody = Static<typeof ModerationBody>;

export const ProfileBody = Type.Object(
  {
    displayName: PersonText(1000, {
      rules: [mustNotMatch(RESERVED_WORD_PATTERN, RESERVED_NAME_MESSAGE)],
      required: /*i18n*/ { id: 'community.rule.display-name-required', message: 'Display name is required.' },
      max: {
        length: PROFILE_NAME_MAX,
        message: withValues(
          /*i18n*/ {
            id: 'community.rule.display-name-too-long',
            message: 'Display name must be at most {max} characters.',
          },
          { max: PROFILE_NAME_MAX },
        ),
      },
    }),
    bio: PersonText(10_000, {
      paragraphs: true,
      max: {
        length: BIO_MAX,
        message: withValues(
          /*i18n*/ { id: 'community.rule.bio-too-long', message: 'Bio must be at most {max} characters.' },
          { max: BIO_MAX },
        ),
      },
    }),
    discipline: Type.Enum([...PROFILE_DISCIPLINES]),
    /** Left out, the handle stays as it is. */
    handle: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: HANDLE_PATTERN,
        errorMessage: {
          pattern: withValues(
            /*i18n*/ {
              id: 'community.rule.handle-pattern',
              message: 'A handle is {min} to {max} letters, digits or underscores (no spaces).',
            },
            { min: HANDLE_MIN, max: HANDLE_MAX },
          ),
        },
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

/** The editors' @handle autocomplete: the start of a handle. */
export const HandleQuery = Type.Object(
  {
    prefix: Type.String({
      maxLength: 20,
      pattern: '^[A-Za-z0-9_]{1,20}$',
      errorMessage: { pattern: HANDLE_CHARACTERS },
    }),
  },
  { additionalProperties: false },
);
export const HandleSuggestion = Type.Object({
  handle: Type.String(),
  displayName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  avatar: ImageDetailsOrNull,
});
export type HandleSuggestion = Static<typeof HandleSuggestion>;
export const HandleSuggestions = Type.Object({ members: Type.Array(HandleSuggestion) });
export type HandleSuggestions = Static<typeof HandleSuggestions>;
