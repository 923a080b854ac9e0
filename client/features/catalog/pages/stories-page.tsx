import { useLingui } from '@lingui/react/macro';
import { CatalogScreen } from '../components/catalog-screen';
import { StoryCard } from '../components/story-card';

export function StoriesPage() {
  const { t } = useLingui();
  return (
    <CatalogScreen
      list="stories"
      title={t({ id: 'catalog.stories.title', message: 'Stories & Insights' })}
      eyebrow={t({ id: 'catalog.stories.eyebrow', message: 'Read' })}
      listTitle={t({ id: 'catalog.stories.list-title', message: 'All stories' })}
      intro={t({
        id: 'catalog.stories.intro',
        message: 'Interviews, essays and news from the people and places behind the music.',
      })}
      columns="grid-cols-1 md:grid-cols-2 lg:grid-cols-3"
      // The first story leads: it spans two columns from the md breakpoint up.
      cellClassName={(_story, index) => (index === 0 ? 'md:col-span-2' : '')}
      empty={{
        title: t({ id: 'catalog.stories.empty-title', message: 'No stories yet' }),
        description: t({ id: 'catalog.stories.empty-description', message: 'The first stories are being written.' }),
      }}
      renderItem={(story, index) => <StoryCard story={story} featured={index === 0} eager={index < 3} />}
    />
  );
}
