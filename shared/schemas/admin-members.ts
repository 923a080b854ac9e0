// The admins' members screen as the API takes and gives it: the list with its search and filters, one
// member's activity and history, and the changes an admin makes (docs/product.md, Members).
import Type, { type Static } from 'typebox';
import { ROLES } from '../constants';
import { MEMBER_CHANGE_REASON_MAX, memberAdminTexts } from '../members';
import { withValues, type MessageDescriptor } from '../texts';
import { Id, IsoDateTime, Page } from './common';
import { SuspendBody } from './reports';
import { PersonText } from './text-rules';

const Role = Type.Enum([...ROLES], {
  errorMessage: {
    enum: /*i18n*/ { id: 'admin.members.role-invalid', message: 'Choose member or admin.' },
    required: /*i18n*/ { id: 'admin.members.role-required', message: 'Choose a role.' },
  },
});

export const AdminMemberQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Name, handle or e-mail, anywhere in it' })),
    role: Type.Optional(Role),
    suspended: Type.Optional(Type.Boolean({ description: 'true: suspended now; false: not suspended' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);
export type AdminMemberQuery = Static<typeof AdminMemberQuery>;

/** A suspension in force: since when, until when (null: for good) and why. */
const SuspensionNow = Type.Union([
  Type.Object({ since: IsoDateTime, until: Type.Union([IsoDateTime, Type.Null()]), reason: Type.String() }),
  Type.Null(),
]);

export const AdminMemberSummary = Type.Object({
  id: Id,
  email: Type.String(),
  name: Type.String({ description: 'The display name, or the e-mail for an account without a profile' }),
  handle: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  joinedAt: IsoDateTime,
  lastSeenAt: Type.Union([IsoDateTime, Type.Null()]),
  suspension: SuspensionNow,
});
export type AdminMemberSummary = Static<typeof AdminMemberSummary>;
export const AdminMemberPage = Page(AdminMemberSummary);
export type AdminMemberPage = Static<typeof AdminMemberPage>;

const Dated = { id: Id, createdAt: IsoDateTime };

/** One change in a member's history: what, by whom, when and why. */
export const MemberChange = Type.Object({
  ...Dated,
  kind: Type.Enum(['role', 'suspended', 'lifted']),
  role: Type.Union([Role, Type.Null()]),
  until: Type.Union([IsoDateTime, Type.Null()]),
  reason: Type.String(),
  by: Type.String({ description: "The admin's name (or 'Former admin')" }),
});
export type MemberChange = Static<typeof MemberChange>;

export const AdminMember = Type.Object({
  ...AdminMemberSummary.properties,
  emailVerified: Type.Boolean(),
  lastSignInAt: Type.Union([IsoDateTime, Type.Null()], { description: 'The newest session still open' }),
  activity: Type.Object({
    postCount: Type.Integer({ minimum: 0 }),
    replyCount: Type.Integer({ minimum: 0 }),
    orderCount: Type.Integer({ minimum: 0 }),
    latestPosts: Type.Array(Type.Object({ ...Dated, title: Type.String() })),
    latestReplies: Type.Array(Type.Object({ ...Dated, postId: Id, postTitle: Type.String(), excerpt: Type.String() })),
    /** Reports of the member's words, any status; `open` counts those waiting. */
    reportCount: Type.Integer({ minimum: 0 }),
    openReportCount: Type.Integer({ minimum: 0 }),
    latestReports: Type.Array(
      Type.Object({
        ...Dated,
        reason: Type.String(),
        status: Type.Enum(['open', 'dismissed', 'actioned']),
        excerpt: Type.String(),
      }),
    ),
  }),
  history: Type.Array(MemberChange),
});
export type AdminMember = Static<typeof AdminMember>;

const Reason = (required?: MessageDescriptor) =>
  PersonText(2000, {
    paragraphs: true,
    ...(required ? { required } : {}),
    max: {
      length: MEMBER_CHANGE_REASON_MAX,
      message: withValues(
        /*i18n*/ { id: 'admin.members.reason-too-long', message: 'The reason must be at most {max} characters.' },
        { max: MEMBER_CHANGE_REASON_MAX },
      ),
    },
  });

export const ChangeRoleBody = Type.Object(
  { role: Role, reason: Type.Optional(Reason()) },
  { additionalProperties: false },
);
export type ChangeRoleBody = Static<typeof ChangeRoleBody>;

/** The same as a suspension from a report: how long, and why. */
export const SuspendMemberBody = SuspendBody;
export type SuspendMemberBody = Static<typeof SuspendMemberBody>;

export const LiftSuspensionBody = Type.Object(
  { reason: Reason(memberAdminTexts.liftReasonRequired) },
  { additionalProperties: false },
);
export type LiftSuspensionBody = Static<typeof LiftSuspensionBody>;
