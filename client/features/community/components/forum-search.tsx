import { useNavigate } from 'react-router';
import { SearchForm } from '@client/components/ui/search-form';
import { paths } from '@client/lib/paths';

/** Searches this forum's discussions and replies: the results screen, narrowed to the forum. */
export function ForumSearch({ forumId, forumName }: { forumId: string; forumName: string }) {
  const navigate = useNavigate();
  return (
    <div className="mb-8">
      <SearchForm
        label={`Search ${forumName}`}
        fieldLabel="Search this forum"
        placeholder="Search this forum"
        onSearch={(q) => void navigate(paths.search.to(q, forumId))}
      />
    </div>
  );
}
