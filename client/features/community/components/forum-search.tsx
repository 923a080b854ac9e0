import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { SearchForm } from '@client/components/ui/search-form';
import { paths } from '@client/lib/paths';

/** Searches this forum's discussions and replies: the results screen, narrowed to the forum. */
export function ForumSearch({ forumId, forumName }: { forumId: string; forumName: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="mb-8">
      <SearchForm
        label={t({ id: 'community.forum.search-label', message: `Search ${forumName}` })}
        fieldLabel={t({ id: 'community.forum.search-field', message: 'Search this forum' })}
        placeholder={t({ id: 'community.forum.search-field', message: 'Search this forum' })}
        onSearch={(q) => void navigate(paths.search.to(q, forumId))}
      />
    </div>
  );
}
