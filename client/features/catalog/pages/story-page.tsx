import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ArtImage } from '@client/components/ui/art-image';
import { paths } from '@client/lib/paths';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatStoryDate } from '@shared/dates';
import { DetailScreen } from '../components/detail-screen';
import { DocumentTitle } from '@client/components/ui/document-title';

/**
 * One story: the whole text written here, or, for a story imported from another outlet, its summary and
 * a link to the original with the outlet's name (we never copy more than its feed gives).
 */
export function StoryPage() {
  const { t } = useLingui();
  const documentTitle = (title: string) =>
    t({ id: 'catalog.story.document-title', message: `${title} · Stories · Griot` });
  const illustrationAlt = (title: string) =>
    t({ id: 'catalog.story.illustration-alt', message: `Illustration for the story “${title}”` });
  const readAt = (source: string) => t({ id: 'catalog.story.read-at', message: `Read the full story at ${source}` });
  const firstPublished = (source: string) =>
    t({ id: 'catalog.story.first-published', message: `First published by ${source}.` });
  return (
    <DetailScreen
      list="stories"
      back={{ label: t({ id: 'catalog.story.back-label', message: 'Stories' }), to: paths.stories.to() }}
      pathOf={paths.story.to}
    >
      {(story) => (
        <article className="mx-auto max-w-3xl">
          <DocumentTitle>{documentTitle(story.title)}</DocumentTitle>
          <p className="text-xs font-semibold tracking-[0.22em] text-terracotta-600 uppercase">{story.category}</p>
          <h1 className="mt-2 text-display font-semibold text-ink-900">{story.title}</h1>
          <p className="mt-3 text-sm text-ink-500">
            <span className="font-semibold text-ink-900">{story.author}</span>
            <span aria-hidden="true" className="mx-2 text-ochre-500">
              •
            </span>
            <time dateTime={story.date}>{formatStoryDate(story.date, pageLocale())}</time>
            {story.artistRef && (
              <>
                <span aria-hidden="true" className="mx-2 text-ochre-500">
                  •
                </span>
                <Link
                  to={paths.artist.to(story.artistRef.slug)}
                  className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                >
                  {story.artistRef.name}
                </Link>
              </>
            )}
          </p>
          <ArtImage
            src={story.imageUrl}
            image={story.image}
            sizes="(min-width: 768px) 768px, 100vw"
            alt={illustrationAlt(story.title)}
            name={story.title}
            width={900}
            height={560}
            eager
            className="mt-8 aspect-[16/10] w-full rounded-card"
          />
          {story.bodyHtml ? (
            // Made on the server from Markdown with raw HTML off (server/lib/markdown.ts).
            <div className="story-body mt-8" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
          ) : (
            <p className="mt-8 text-lg leading-relaxed text-ink-700">{story.excerpt}</p>
          )}
          {story.sourceUrl && (
            <p className="mt-8 rounded-card bg-cream-100 p-5 text-ink-700">
              <a
                href={story.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
              >
                {readAt(story.sourceName ?? new URL(story.sourceUrl).hostname)}
              </a>
              <span className="mt-1 block text-sm text-ink-500">
                {firstPublished(story.sourceName ?? new URL(story.sourceUrl).hostname)}
              </span>
            </p>
          )}
        </article>
      )}
    </DetailScreen>
  );
}
