// The admins' members screen (docs/product.md, Members): what a change is called in a member's history, and
// the texts of the refusals, without TypeBox, so that screens show them without loading the schemas. The
// roles' and the suspensions' labels are the admin area's (client/features/admin/lib/member-labels.ts).

/** A note beside a role change, and the reason a suspension is lifted. */
export const MEMBER_CHANGE_REASON_MAX = 500;

/** The kinds of change a member's history lists. */
export type MemberChangeKind = 'role' | 'suspended' | 'lifted';

export const memberAdminTexts = {
  notFound: 'Member not found.',
  ownRole: 'You cannot change your own role: ask another admin.',
  ownSuspension: 'You cannot suspend yourself.',
  lastAdmin: 'This is the last admin: make another member an admin first.',
  /** The admin who asked was demoted by another admin a moment before. */
  noLongerAdmin: 'You are no longer an admin.',
  notSuspended: 'This member is not suspended.',
  suspendedNotAdmin: 'A suspended member cannot be an admin: lift the suspension first.',
  liftReasonRequired: 'Say why the suspension is lifted: the member reads it.',
  /** The name of a change's author whose account is deleted. */
  formerAdmin: 'Former admin',
} as const;
