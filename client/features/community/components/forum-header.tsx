import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@client/components/ui/container';
import { paths } from '@client/lib/paths';
import type { ForumView } from '@shared/schemas/community';
import { countLabel } from '../lib/post-display';
import { FollowButton } from './follow-button';

interface ForumHeaderProps {
  forum: ForumView;
  /** New Post or Login to Post. */
  action: ReactNode;
}

/** The dark band that opens a forum: the way back, category, the forum's name (h1) and description. */
export function ForumHeader({ forum, action }: ForumHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="on-dark lattice relative overflow-hidden bg-ink-900 text-cream-50">
      <Container className="relative py-12 sm:py-16">
        <nav aria-label={t({ id: 'community.breadcrumb', message: 'Breadcrumb' })} className="mb-4 text-sm">
          <Link to={paths.community.to()} className="font-semibold text-ochre-300 underline-offset-4 hover:underline">
            <Trans id="community.all-forums">All forums</Trans>
          </Link>
          <span aria-hidden="true" className="mx-2 text-ink-300">
            /
          </span>
          <span className="text-ink-200">{forum.category}</span>
        </nav>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <h1 className="max-w-3xl text-display font-semibold wrap-anywhere">{forum.name}</h1>
            <p className="mt-4 max-w-2xl text-base wrap-anywhere text-ink-200 sm:text-lg">{forum.description}</p>
            <p className="mt-3 text-sm font-semibold text-ochre-300">{countLabel(forum.postCount, 'post')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-start gap-3">
            {action}
            <FollowButton target={{ kind: 'forum', id: forum.id }} isFollowing={forum.isFollowing} onDark />
          </div>
        </div>
      </Container>
      <div aria-hidden="true" className="kente-band h-2.5" />
    </header>
  );
}
