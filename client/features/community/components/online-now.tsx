import { Trans, useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import { Avatar } from '@client/components/ui/avatar';
import type { Member } from '@shared/schemas/community';
import { Panel } from './panel';

/** Up to ten members seen in the last few minutes, with a green dot each. */
export function OnlineNow({ members }: { members: readonly Member[] }) {
  const { t, i18n } = useLingui();
  return (
    <Panel
      id="online-now-title"
      title={t({ id: 'community.online-now.title', message: 'Online Now' })}
      aside={members.length > 0 && <span className="text-sm font-semibold text-forest-700">{members.length}</span>}
    >
      {members.length === 0 ? (
        <p className="text-sm text-ink-500">
          <Trans id="community.online-now.nobody">Nobody is online right now.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {members.map((member) => (
            <li key={member.id} data-testid="online-member" className="flex min-w-0 items-center gap-3">
              <span className="relative shrink-0">
                <Avatar name={member.displayName} url={member.avatarUrl} image={member.avatar} size="sm" />
                <span
                  aria-hidden="true"
                  className="absolute -end-0.5 -bottom-0.5 size-3 rounded-full bg-forest-500 ring-2 ring-cream-50"
                />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink-900">
                  {shownName(member.displayName, i18n)}
                </span>
                <span className="block truncate text-xs text-ink-500">{member.discipline}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
