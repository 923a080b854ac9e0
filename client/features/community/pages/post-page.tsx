import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { threadIdOf, threadParam } from '@shared/thread-address';
import { Container } from '@client/components/ui/container';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { usePost } from '../api/get-post';
import { PostArticle } from '../components/post-article';
import { RepliesSection } from '../components/replies-section';
import { UnavailableScreen } from '../components/unavailable-screen';
import { communityTexts } from '../lib/community-texts';
import { DocumentTitle } from '@client/components/ui/document-title';

/** One post with its stats, author and actions, then its replies and the reply form. */
export function PostPage() {
  const { t, i18n } = useLingui();
  // `{id}-{slug}` or the id alone: the post is asked for by its id.
  const { postId: param = '' } = useParams();
  const { search, hash } = useLocation();
  const post = usePost(threadIdOf(param));

  if (post.isPending) return <Spinner className="py-section" />;
  if (post.isError) {
    return (
      <UnavailableScreen
        error={post.error}
        notFoundTitle={t({ id: 'community.post.not-found-title', message: 'Post Not Found' })}
        notFoundText={t({
          id: 'community.post.not-found-text',
          message: 'This post does not exist or has been removed.',
        })}
        failedTitle={t({ id: 'community.post.failed-title', message: 'Post' })}
        failedText={i18n._(communityTexts.postLoadFailed)}
        query={post}
      />
    );
  }

  // Any other address of the thread (the id alone, an old title's slug) gives way to its own.
  const own = threadParam(post.data.id, post.data.slug);
  if (param !== own) return <Navigate replace to={`${paths.post.to(own)}${search}${hash}`} />;

  const { title } = post.data;
  return (
    <Container className="py-8 sm:py-12">
      <DocumentTitle>
        {t({ id: 'community.post.document-title', message: `${title} · Community · Griot` })}
      </DocumentTitle>
      <div className="mx-auto max-w-4xl">
        <nav
          aria-label={t({ id: 'community.breadcrumb', message: 'Breadcrumb' })}
          className="mb-5 flex flex-wrap items-center gap-x-2 text-sm text-ink-500"
        >
          <Link
            to={paths.community.to()}
            className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
          >
            <Trans id="community.all-forums">All forums</Trans>
          </Link>
          <span aria-hidden="true">/</span>
          <Link
            to={paths.forum.to(post.data.forumId)}
            className="font-semibold wrap-anywhere text-terracotta-600 underline-offset-4 hover:underline"
          >
            {post.data.forumName}
          </Link>
        </nav>
        <PostArticle post={post.data} />
        <RepliesSection post={post.data} />
      </div>
    </Container>
  );
}
