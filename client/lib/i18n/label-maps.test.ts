// The labels of the closed lists the screens show (report reasons, suspension periods, roles, order states):
// one descriptor a value, the English as the screens have always said it, and every catalog translating each.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@shared/constants';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';
import { REPORT_REASON_LABELS, REPORT_REASONS, SUSPENSION_PERIODS } from '@shared/reports';
import { ORDER_STATES } from '@shared/shop';
import { ROLE_CHOICES, ROLE_LABELS, SUSPENSION_PERIOD_LABELS } from '@client/features/admin/lib/member-labels';
import { ORDER_STATE_LABELS } from '@client/features/shop/lib/order-state-labels';

/** Each catalog's PO text, as the build reads it (scripts/vite-messages.ts). */
const catalogs = import.meta.glob<string>('../../../locales/*/messages.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogOf = (locale: string) => catalogs[`../../../locales/${locale}/messages.po`] ?? '';
/** A message's translation in a PO text: the msgstr after its msgid, or '' when it has none. */
const translation = (po: string, id: string) =>
  new RegExp(`^msgid "${id.replace(/\./g, '\\.')}"\\nmsgstr "(.*)"$`, 'm').exec(po)?.[1] ?? '';

const english = (labels: Record<string, MessageDescriptor>) =>
  Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, i18n._(label)]));

const MAPS: [string, readonly string[], Record<string, MessageDescriptor>][] = [
  ['report reasons', REPORT_REASONS, REPORT_REASON_LABELS],
  ['suspension periods', Object.keys(SUSPENSION_PERIODS), SUSPENSION_PERIOD_LABELS],
  ['roles', ROLES, ROLE_LABELS],
  ['order states', ORDER_STATES, ORDER_STATE_LABELS],
];

describe('the labels of the closed lists', () => {
  it('say in English what the screens have always said, one a value', () => {
    expect(english(REPORT_REASON_LABELS)).toEqual({
      spam: 'Spam',
      abuse: 'Abuse or harassment',
      other: 'Something else',
    });
    expect(english(SUSPENSION_PERIOD_LABELS)).toEqual({
      '1d': '1 day',
      '7d': '7 days',
      '30d': '30 days',
      forever: 'For good',
    });
    expect(english(ROLE_LABELS)).toEqual({ member: 'Member', admin: 'Admin' });
    expect(ROLE_CHOICES.map(({ value, label }) => [value, i18n._(label)])).toEqual([
      ['member', 'Member'],
      ['admin', 'Admin'],
    ]);
    expect(english(ORDER_STATE_LABELS)).toEqual({
      pending: 'Awaiting payment',
      payment_failed: 'Payment failed',
      paid: 'Payment received',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      expired: 'Expired',
      refund_pending: 'Refund pending',
      refunded: 'Refunded',
    });
    for (const [name, values, labels] of MAPS) expect(Object.keys(labels).sort(), name).toEqual([...values].sort());
  });

  it('are translated in every catalog', () => {
    for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
      const po = catalogOf(locale);
      expect(po, locale).toContain('msgid');
      for (const [name, , labels] of MAPS)
        for (const { id } of Object.values(labels))
          expect(translation(po, id), `${locale}: ${name} ${id}`).not.toBe('');
    }
    const french = catalogOf('fr');
    expect(translation(french, REPORT_REASON_LABELS.abuse.id)).toBe('Abus ou harcèlement');
    expect(translation(french, SUSPENSION_PERIOD_LABELS['7d'].id)).toBe('7 jours');
    expect(translation(french, ROLE_LABELS.admin.id)).toBe('Administrateur');
    expect(translation(french, ORDER_STATE_LABELS.pending.id)).toBe('En attente de paiement');
    expect(translation(catalogOf('yo'), ORDER_STATE_LABELS.refunded.id)).toBe('A ti dá owó padà');
  });
});
