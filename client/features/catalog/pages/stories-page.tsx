import { CatalogScreen } from '../components/catalog-screen';
import { StoryCard } from '../components/story-card';

export function StoriesPage() {
  return (
    <CatalogScreen
      list="stories"
      title="Stories & Insights"
      eyebrow="Read"
      listTitle="All stories"
      intro="Interviews, essays and news from the people and places behind the music."
      columns="grid-cols-1 md:grid-cols-2 lg:grid-cols-3"
      // The first story leads: it spans two columns from the md breakpoint up.
      cellClassName={(_story, index) => (index === 0 ? 'md:col-span-2' : '')}
      empty={{ title: 'No stories yet', description: 'The first stories are being written.' }}
      renderItem={(story, index) => <StoryCard story={story} featured={index === 0} eager={index < 3} />}
    />
  );
}
