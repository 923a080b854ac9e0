import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ArtImage } from '@client/components/ui/art-image';
import { paths } from '@client/lib/paths';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { DetailScreen } from '../components/detail-screen';
import { ProseText } from '../components/prose-text';
import { VariantPicker } from '../components/variant-picker';
import { DocumentTitle } from '@client/components/ui/document-title';

/** "by Fela Kuti", the name a link to the artist's page. */
function ByArtist({ artist, artistPath }: { artist: string; artistPath: string }) {
  return (
    <p className="mt-2 text-lg text-ink-500">
      <Trans id="catalog.product.by-artist">
        by{' '}
        <Link to={artistPath} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
          {artist}
        </Link>
      </Trans>
    </p>
  );
}

/** One product: its picture, maker, price and description. */
export function ProductPage() {
  const { t } = useLingui();
  const documentTitle = (name: string, artist: string) =>
    t({ id: 'catalog.product.document-title', message: `${name} by ${artist} · Griot` });
  const coverAlt = (name: string, artist: string) =>
    t({ id: 'catalog.product.cover-alt', message: `Cover art of ${name} by ${artist}` });
  return (
    <DetailScreen
      list="products"
      back={{ label: t({ id: 'catalog.product.back-label', message: 'Marketplace' }), to: paths.music.to() }}
      pathOf={paths.product.to}
    >
      {(product) => (
        <article className="grid gap-8 md:grid-cols-2 md:gap-12">
          <DocumentTitle>{documentTitle(product.name, product.artist)}</DocumentTitle>
          <ArtImage
            src={product.imageUrl}
            image={product.image}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            alt={coverAlt(product.name, product.artist)}
            name={product.name}
            width={800}
            height={800}
            eager
            className="aspect-square w-full rounded-card"
          />
          <div className="flex flex-col">
            <p className="text-xs font-semibold tracking-[0.22em] text-terracotta-600 uppercase">{product.type}</p>
            <h1 className="mt-2 text-display font-semibold text-ink-900">{product.name}</h1>
            <ByArtist artist={product.artist} artistPath={paths.artist.to(product.artistRef.slug)} />
            <p className="mt-6 text-2xl font-semibold text-terracotta-600">{formatNaira(product.priceKobo)}</p>
            <VariantPicker variants={product.variants} />
            {product.description && <ProseText text={product.description} className="mt-8" />}
          </div>
        </article>
      )}
    </DetailScreen>
  );
}
