import { useLingui } from '@lingui/react/macro';
import { ArtistCard } from '../components/artist-card';
import { CatalogScreen } from '../components/catalog-screen';

export function ArtistsPage() {
  const { t } = useLingui();
  return (
    <CatalogScreen
      list="artists"
      title={t({ id: 'catalog.artists.title', message: 'Creatives Directory' })}
      eyebrow={t({ id: 'catalog.artists.eyebrow', message: 'People' })}
      listTitle={t({ id: 'catalog.artists.list-title', message: 'All creatives' })}
      intro={t({
        id: 'catalog.artists.intro',
        message: 'Musicians, painters, writers and makers carrying the culture forward.',
      })}
      columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      empty={{
        title: t({ id: 'catalog.artists.empty-title', message: 'The directory is filling up' }),
        description: t({ id: 'catalog.artists.empty-description', message: 'Creatives will be listed here soon.' }),
      }}
      renderItem={(artist, index) => <ArtistCard artist={artist} eager={index < 4} />}
    />
  );
}
