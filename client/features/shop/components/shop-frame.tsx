import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Container } from '@client/components/ui/container';
import { DocumentTitle } from '@client/components/ui/document-title';

/** The plain frame of the shop's screens: a heading and the screen's content, narrow enough to read. */
export function ShopFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useLingui();
  return (
    <Container className={`py-10 sm:py-14 ${wide ? '' : 'max-w-3xl'}`}>
      <DocumentTitle>{t({ id: 'shop.document-title', message: `${title} · Griot` })}</DocumentTitle>
      <h1 className="text-display font-semibold text-ink-900">{title}</h1>
      <div className="mt-8">{children}</div>
    </Container>
  );
}
