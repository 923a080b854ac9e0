import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_LABELS } from '../lib/member-labels';
import { formatSuspensionEnd } from '@shared/reports';
import type { AdminMemberSummary } from '@shared/schemas/admin-members';

const PILL = 'inline-block rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The member's role (admins stand out) and, while it lasts, their suspension. */
export function MemberBadges({ member }: { member: Pick<AdminMemberSummary, 'role' | 'suspension'> }) {
  const { t, i18n } = useLingui();
  const until = member.suspension?.until ? formatSuspensionEnd(member.suspension.until, i18n) : null;
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${PILL} ${member.role === 'admin' ? 'bg-ink-900 text-cream-50' : 'bg-ink-900/5 text-ink-700'}`}>
        {i18n._(ROLE_LABELS[member.role])}
      </span>
      {member.suspension && (
        <span
          className={`${PILL} bg-danger-700/10 text-danger-700`}
          title={
            until
              ? t({ id: 'admin.member.suspended-until', message: `Until ${until}` })
              : t({ id: 'admin.member.suspended-for-good', message: 'For good' })
          }
        >
          <Trans id="admin.member.suspended">Suspended</Trans>
        </span>
      )}
    </span>
  );
}
