import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import type { TicketType } from '@shared/schemas/catalog';
import { TicketTypes } from './ticket-types';

const now = Date.parse('2026-12-01T12:00:00.000Z');
const type = (name: string, priceKobo: number, left: number, salesEndAt = '2026-12-20T19:00:00.000Z'): TicketType => ({
  id: `00000000-0000-4000-8000-0000000000${name.length}`,
  name,
  priceKobo,
  capacity: 100,
  left,
  salesEndAt,
});
const renderToStaticMarkup = (element: ReactNode) => renderBare(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('the ticket types of an event', () => {
  it('shows each price (free ones as Free), the seats left under 20, sold out, and closed sales', () => {
    const html = renderToStaticMarkup(
      <TicketTypes
        now={now}
        types={[
          type('Regular', 800_000, 150),
          type('VIP', 2_500_000, 19),
          type('Table', 10_000_000, 0),
          type('Early bird', 500_000, 40, '2026-12-01T11:59:00.000Z'),
          type('Guest list', 0, 80),
        ]}
      />,
    );
    expect(text(html)).toBe(
      '|Regular|₦8,000|VIP|19 left|₦25,000|Table|Sold out|₦100,000|Early bird|Sales closed|₦5,000|Guest list|Free|',
    );
  });

  it('shows nothing for an event that sells no tickets here', () => {
    expect(renderToStaticMarkup(<TicketTypes types={[]} />)).toBe('');
  });
});
