import { Trans, useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import { Link, useSearchParams } from 'react-router';
import type { Role } from '@shared/constants';
import { ROLE_CHOICES } from '../lib/member-labels';
import type { AdminMemberSummary } from '@shared/schemas/admin-members';
import { AdminPage } from '@client/components/admin/admin-page';
import { SearchBox } from '@client/components/admin/search-box';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { SelectField } from '@client/components/ui/select-field';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@client/lib/use-debounced-value';
import { useAdminMembers, type MemberFilters } from '../api/get-admin-members';
import { MemberBadges } from '../components/member-badges';

/** The filters kept in the address, so that Back and a shared link keep them. */
function readFilters(search: URLSearchParams): MemberFilters {
  const role = search.get('role');
  const suspended = search.get('suspended');
  return {
    q: search.get('q') ?? '',
    role: ROLE_CHOICES.some((choice) => choice.value === role) ? (role as Role) : '',
    suspended: suspended === 'yes' || suspended === 'no' ? suspended : '',
  };
}

/** Every account, newest first: search by name, handle or e-mail, narrow by role or suspension, open one. */
export function AdminMembersPage() {
  const { t, i18n } = useLingui();
  const statusChoices: { value: MemberFilters['suspended']; label: string }[] = [
    { value: 'yes', label: t({ id: 'admin.member.suspended', message: 'Suspended' }) },
    { value: 'no', label: t({ id: 'admin.members.not-suspended', message: 'Not suspended' }) },
  ];
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const members = useAdminMembers({ ...filters, q });

  const setFilter = (name: keyof MemberFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const narrowed = Boolean(q || filters.role || filters.suspended);

  return (
    <AdminPage
      title={t({ id: 'admin.members.title', message: 'Members' })}
      intro={t({
        id: 'admin.members.intro',
        message: 'Every account, newest first. Open one to see their activity, change their role or suspend them.',
      })}
    >
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox
          label={t({ id: 'admin.members.search', message: 'Search members' })}
          placeholder={t({ id: 'admin.members.search-placeholder', message: 'Name, @handle or e-mail' })}
          value={filters.q}
          onChange={(value) => setFilter('q', value)}
        />
        <SelectField
          label={t({ id: 'admin.members.role', message: 'Role' })}
          options={ROLE_CHOICES.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          placeholder={t({ id: 'admin.members.all-roles', message: 'All roles' })}
          value={filters.role}
          onChange={(event) => setFilter('role', event.target.value)}
          className="w-full sm:w-44"
        />
        <SelectField
          label={t({ id: 'admin.members.suspension', message: 'Suspension' })}
          options={statusChoices}
          placeholder={t({ id: 'admin.members.everyone', message: 'Everyone' })}
          value={filters.suspended}
          onChange={(event) => setFilter('suspended', event.target.value)}
          className="w-full sm:w-48"
        />
      </div>
      <div className="mt-6">
        <LoadMoreList<AdminMemberSummary>
          query={members}
          failure={t({ id: 'admin.members.load-failed', message: 'Failed to load the members. Please try again.' })}
          empty={
            <EmptyState
              title={t({ id: 'admin.members.empty', message: 'No members' })}
              description={
                narrowed
                  ? t({
                      id: 'admin.members.no-match',
                      message: 'No member matches. Try another name or clear the filters.',
                    })
                  : t({ id: 'admin.members.empty-hint', message: 'Members show here as people join.' })
              }
            />
          }
          className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
          itemClassName={() => 'p-4'}
          renderItem={(member) => <MemberRow member={member} />}
        />
      </div>
    </AdminPage>
  );
}

function MemberRow({ member }: { member: AdminMemberSummary }) {
  const { i18n } = useLingui();
  const { joinedAt, lastSeenAt } = member;
  return (
    <div data-testid="member-row" className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <Link
          to={paths.adminMember.to(member.id)}
          className="font-semibold wrap-anywhere text-ink-900 underline-offset-4 hover:underline"
        >
          {shownName(member.name, i18n)}
        </Link>
        <p className="wrap-anywhere text-ink-500">
          {member.handle && <span>@{member.handle} · </span>}
          {member.email}
        </p>
      </div>
      <MemberBadges member={member} />
      <p className="text-ink-500 sm:w-44 sm:text-end">
        <Trans id="admin.members.joined">
          Joined <Timestamp value={joinedAt} format="day" />
        </Trans>
        {lastSeenAt && (
          <span className="block">
            <Trans id="admin.members.seen">
              Seen <Timestamp value={lastSeenAt} />
            </Trans>
          </span>
        )}
      </p>
    </div>
  );
}
