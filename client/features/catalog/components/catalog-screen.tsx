import type { ReactNode } from 'react';
import { Container } from '@client/components/ui/container';
import { PageHeader } from '@client/components/ui/page-header';

interface CatalogScreenProps {
  /** Browser tab title, also the h1. */
  title: string;
  eyebrow: string;
  intro: string;
  /** Names the list for assistive tech (a hidden h2), so the cards' h3 titles sit in an outline without gaps. */
  listTitle: string;
  children: ReactNode;
}

/** The frame of a catalogue screen: document title, dark header band with the h1, then the list. */
export function CatalogScreen({ title, eyebrow, intro, listTitle, children }: CatalogScreenProps) {
  return (
    <>
      <title>{`${title} · Griot`}</title>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <section aria-labelledby="catalog-list-title">
        <h2 id="catalog-list-title" className="sr-only">
          {listTitle}
        </h2>
        <Container className="py-12 sm:py-16">{children}</Container>
      </section>
    </>
  );
}
