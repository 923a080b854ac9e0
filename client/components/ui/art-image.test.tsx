import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArtImage } from './art-image';

const tile = (alt: string) =>
  renderToStaticMarkup(
    <ArtImage src={null} image={null} alt={alt} name="Lagos Nights" width={80} height={80} sizes="80px" />,
  );

describe('the tile that stands in for a missing picture', () => {
  it('is a named image where the picture would have been named', () => {
    expect(tile('Cover art of Lagos Nights')).toContain('role="img" aria-label="Cover art of Lagos Nights"');
  });

  it('stays decorative where the picture was decorative: hidden, never an unnamed image', () => {
    const markup = tile('');
    expect(markup).not.toContain('role="img"');
    expect(markup).toContain('aria-hidden="true"');
  });
});
