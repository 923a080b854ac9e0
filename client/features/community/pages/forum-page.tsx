import { ForumSearch } from '../components/forum-search';
import { lazy, Suspense, useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@client/lib/auth/auth-context';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { Spinner } from '@client/components/ui/spinner';
import { signInPath } from '@client/lib/paths';
import { useForum } from '../api/get-forum';
import { useForumPosts } from '../api/get-forum-posts';
import { useUnreadMarks } from '../api/get-unread-marks';
import { ForumHeader } from '../components/forum-header';
import { PostCard } from '../components/post-card';
import { UnavailableScreen } from '../components/unavailable-screen';
import { communityTexts } from '../lib/community-texts';
import { COMPOSE_PARAM, composeLink } from '../lib/compose-link';
import { DocumentTitle } from '@client/components/ui/document-title';

// The form loads with the member's New Post, not with every visitor's forum page.
const NewPostForm = lazy(() =>
  import('../components/new-post-form').then(({ NewPostForm }) => ({ default: NewPostForm })),
);

/** One forum: its posts (pinned first, then newest), and the new-post form for members. */
export function ForumPage() {
  const { t, i18n } = useLingui();
  const { forumId = '' } = useParams();
  const forum = useForum(forumId);
  const posts = useForumPosts(forumId);
  const { user } = useAuth();
  const marks = useUnreadMarks(
    posts.data?.pages.flatMap((page) => page.items.map((post) => post.id)) ?? [],
    Boolean(user),
  );
  const formId = useId();
  const toggleId = useId();
  const [search, setSearch] = useSearchParams();
  // The form's open state lives in the address, so the hub's New Post can open it and Back closes it.
  const composing = Boolean(user) && search.get(COMPOSE_PARAM) === '1';
  const setComposing = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(COMPOSE_PARAM, '1');
        else next.delete(COMPOSE_PARAM);
        return next;
      },
      { replace: true },
    );

  if (forum.isPending) return <Spinner className="py-section" />;
  if (forum.isError) {
    return (
      <UnavailableScreen
        error={forum.error}
        notFoundTitle={t({ id: 'community.forum.not-found-title', message: 'Forum Not Found' })}
        notFoundText={t({
          id: 'community.forum.not-found-text',
          message: 'This forum does not exist or has been removed.',
        })}
        failedTitle={t({ id: 'community.forum.failed-title', message: 'Forum' })}
        failedText={i18n._(communityTexts.forumLoadFailed)}
        query={forum}
      />
    );
  }

  const action = user ? (
    <Button
      id={toggleId}
      variant="primary"
      size="lg"
      aria-expanded={composing}
      aria-controls={composing ? formId : undefined}
      onClick={() => setComposing(!composing)}
    >
      <Trans id="community.new-post">New Post</Trans>
    </Button>
  ) : (
    // Signed in, the visitor comes back to this forum with the new-post form open.
    <ButtonLink to={signInPath(composeLink(forumId))} variant="primary" size="lg">
      <Trans id="community.login-to-post">Login to Post</Trans>
    </ButtonLink>
  );

  const { name } = forum.data;
  return (
    <>
      <DocumentTitle>
        {t({ id: 'community.forum.document-title', message: `${name} · Community · Griot` })}
      </DocumentTitle>
      <ForumHeader forum={forum.data} action={action} />
      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-5xl">
          {composing && (
            <div className="mb-10">
              <Suspense fallback={<Spinner className="py-10" />}>
                <NewPostForm
                  forumId={forumId}
                  id={formId}
                  onCancel={() => {
                    setComposing(false);
                    // The form goes away with focus in it: give focus back to the button that opened it.
                    document.getElementById(toggleId)?.focus();
                  }}
                />
              </Suspense>
            </div>
          )}
          <ForumSearch forumId={forumId} forumName={forum.data.name} />
          <section aria-labelledby="forum-posts-title">
            <h2 id="forum-posts-title" className="sr-only">
              <Trans id="community.forum.posts">Posts</Trans>
            </h2>
            <LoadMoreList
              query={posts}
              failure={i18n._(communityTexts.postsLoadFailed)}
              empty={
                <EmptyState
                  title={t({ id: 'community.forum.no-posts-title', message: 'No posts yet' })}
                  description={t({
                    id: 'community.forum.no-posts-description',
                    message: 'Start the first discussion in this forum.',
                  })}
                />
              }
              className="flex flex-col gap-4"
              renderItem={(post) => <PostCard post={post} mark={marks.get(post.id)} />}
            />
          </section>
        </div>
      </Container>
    </>
  );
}
