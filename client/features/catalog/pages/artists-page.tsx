import { ArtistCard } from '../components/artist-card';
import { CatalogScreen } from '../components/catalog-screen';

export function ArtistsPage() {
  return (
    <CatalogScreen
      list="artists"
      title="Creatives Directory"
      eyebrow="People"
      listTitle="All creatives"
      intro="Musicians, painters, writers and makers carrying the culture forward."
      columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      empty={{ title: 'The directory is filling up', description: 'Creatives will be listed here soon.' }}
      renderItem={(artist, index) => <ArtistCard artist={artist} eager={index < 4} />}
    />
  );
}
