// The admins' members screen (docs/product.md, Members): what a change is called in a member's history, and
// the texts of the refusals (Lingui descriptors), without TypeBox, so that screens show them without loading the schemas. The
// roles' and the suspensions' labels are the admin area's (client/features/admin/lib/member-labels.ts).

/** A note beside a role change, and the reason a suspension is lifted. */
export const MEMBER_CHANGE_REASON_MAX = 500;

/** The kinds of change a member's history lists. */
export type MemberChangeKind = 'role' | 'suspended' | 'lifted';

export const memberAdminTexts = {
  notFound: /*i18n*/ { id: 'admin.members.refused.not-found', message: 'Member not found.' },
  ownRole: /*i18n*/ {
    id: 'admin.members.refused.own-role',
    message: 'You cannot change your own role: ask another admin.',
  },
  ownSuspension: /*i18n*/ { id: 'admin.members.refused.own-suspension', message: 'You cannot suspend yourself.' },
  lastAdmin: /*i18n*/ {
    id: 'admin.members.refused.last-admin',
    message: 'This is the last admin: make another member an admin first.',
  },
  /** The admin who asked was demoted by another admin a moment before. */
  noLongerAdmin: /*i18n*/ { id: 'admin.members.refused.no-longer-admin', message: 'You are no longer an admin.' },
  notSuspended: /*i18n*/ { id: 'admin.members.refused.not-suspended', message: 'This member is not suspended.' },
  suspendedNotAdmin: /*i18n*/ {
    id: 'admin.members.refused.suspended-not-admin',
    message: 'A suspended member cannot be an admin: lift the suspension first.',
  },
  liftReasonRequired: /*i18n*/ {
    id: 'admin.members.lift-reason-required',
    message: 'Say why the suspension is lifted: the member reads it.',
  },
  /** The name of a change's author whose account is deleted. */
  formerAdmin: /*i18n*/ { id: 'admin.members.former-admin', message: 'Former admin' },
} as const;
