import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ArtImage } from '@client/components/ui/art-image';
import { ArrowRightIcon } from '@client/components/ui/icons';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatStoryDate } from '@shared/dates';
import type { Story } from '@shared/schemas/catalog';
import { cardSurface } from './card-styles';

interface StoryCardProps {
  story: Story;
  /** The lead story: larger, image beside the text on wide screens. Its grid cell spans two columns. */
  featured?: boolean;
  eager?: boolean;
}

export function StoryCard({ story, featured = false, eager = false }: StoryCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { title } = story;
  return (
    <article
      data-testid="story-card"
      data-featured={featured ? 'true' : undefined}
      className={`${cardSurface} ${featured ? 'md:grid md:grid-cols-2' : ''}`}
    >
      <ArtImage
        src={story.imageUrl}
        image={story.image}
        sizes={featured ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'}
        alt={t({ id: 'catalog.story.illustration-alt', message: `Illustration for the story “${title}”` })}
        name={story.title}
        width={400}
        height={400}
        eager={eager}
        className={featured ? 'aspect-[16/10] w-full md:aspect-auto md:h-full md:min-h-96' : 'aspect-[16/10] w-full'}
      />
      <div className={`flex flex-1 flex-col ${featured ? 'p-6 sm:p-8 lg:p-10' : 'p-5'}`}>
        {featured && (
          <p className="mb-3 text-xs font-semibold tracking-[0.22em] text-terracotta-600 uppercase">
            <Trans id="catalog.story-card.featured">Featured story</Trans>
          </p>
        )}
        <p className="text-xs font-medium text-ink-500">
          <span className="text-ink-900">{story.author}</span>
          <span aria-hidden="true" className="mx-2 text-ochre-500">
            •
          </span>
          <time dateTime={story.date}>{formatStoryDate(story.date, pageLocale())}</time>
        </p>
        <h3
          id={titleId}
          className={`mt-2 font-display leading-snug font-semibold text-ink-900 ${featured ? 'text-title' : 'text-xl'}`}
        >
          {story.title}
        </h3>
        <p
          className={`mt-3 leading-relaxed text-ink-500 ${featured ? 'text-base sm:text-lg' : 'line-clamp-3 text-sm'}`}
        >
          {story.excerpt}
        </p>
        <div className="mt-auto pt-5">
          <Link
            to={paths.story.to(story.slug)}
            aria-describedby={titleId}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta-600 transition hover:gap-2.5"
          >
            <Trans id="catalog.story-card.read-more">Read More</Trans>
            <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </article>
  );
}
