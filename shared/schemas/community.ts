// The community forum and member profiles as the API gives and takes them (spec §3).
import Type, { type Static } from 'typebox';
import { FORUM_CATEGORIES, PROFILE_DISCIPLINES } from '../constants';
import { Id, IsoDateTime, Page } from './common';

export const ForumCategory = Type.Enum([...FORUM_CATEGORIES]);

export const LastPost = Type.Object({ id: Id, title: Type.String(), author: Type.String(), createdAt: IsoDateTime });

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

export const LastReply = Type.Object({ author: Type.String(), createdAt: IsoDateTime });

const postFields = {
  id: Id,
  forumId: Id,
  title: Type.String(),
  author: Type.String(),
  authorId: Type.Union([Id, Type.Null()]),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  replyCount: Type.Integer(),
  isPinned: Type.Boolean(),
  isLocked: Type.Boolean(),
  tags: Type.Array(Type.String()),
  lastReply: Type.Union([LastReply, Type.Null()]),
};

/** A post as its card shows it: the content cut to the spec's 150-character excerpt. */
export const PostSummary = Type.Object({ ...postFields, excerpt: Type.String() });
export type PostSummary = Static<typeof PostSummary>;

/** A whole post, with what the signed-in viewer may do with it. */
export const Post = Type.Object({
  ...postFields,
  content: Type.String(),
  forumName: Type.String(),
  canEdit: Type.Boolean({ description: 'The viewer wrote it' }),
  canModerate: Type.Boolean({ description: 'The viewer is an admin' }),
});
export type Post = Static<typeof Post>;

export const Reply = Type.Object({
  id: Id,
  postId: Id,
  content: Type.String(),
  author: Type.String(),
  authorId: Type.Union([Id, Type.Null()]),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  isEdited: Type.Boolean(),
  canEdit: Type.Boolean(),
});
export type Reply = Static<typeof Reply>;

export const Member = Type.Object({
  id: Id,
  displayName: Type.String(),
  discipline: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  joinDate: IsoDateTime,
  postCount: Type.Integer(),
  reputation: Type.Integer(),
  isOnline: Type.Boolean(),
  lastSeen: Type.Union([IsoDateTime, Type.Null()]),
});
export type Member = Static<typeof Member>;

/** The signed-in member's own profile; `exists` is false for the spec's in-memory default. */
export const Profile = Type.Object({
  ...Member.properties,
  email: Type.String(),
  bio: Type.String(),
  exists: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

export const CommunityHub = Type.Object({
  forums: Type.Array(Forum),
  /** The 5 most recent of the 10 newest posts (spec §9). */
  recentPosts: Type.Array(PostSummary),
  /** Up to 10 members seen in the last 5 minutes. */
  onlineMembers: Type.Array(Member),
});
export type CommunityHub = Static<typeof CommunityHub>;

export const PostPage = Page(PostSummary);
export type PostPage = Static<typeof PostPage>;
export const ReplyPage = Page(Reply);
export type ReplyPage = Static<typeof ReplyPage>;

export const NewPostBody = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    content: Type.String({ maxLength: 100_000 }),
    /** The form's comma-separated text; the server parses it with the shared rules. */
    tags: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type NewPostBody = Static<typeof NewPostBody>;

export const ReplyBody = Type.Object({ content: Type.String({ maxLength: 100_000 }) }, { additionalProperties: false });
export type ReplyBody = Static<typeof ReplyBody>;

export const ModerationBody = Type.Object(
  { isPinned: Type.Optional(Type.Boolean()), isLocked: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ModerationBody = Static<typeof ModerationBody>;

export const ProfileBody = Type.Object(
  {
    displayName: Type.String({ maxLength: 1000 }),
    bio: Type.String({ maxLength: 10_000 }),
    discipline: Type.Enum([...PROFILE_DISCIPLINES]),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;
