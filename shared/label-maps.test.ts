// The labels of the closed lists the screens show (report reasons, suspension periods, roles, order states):
// one descriptor a value, the English as the screens have always said it, and every catalog holding each.
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { loadServerI18n, inEnglish } from '@server/lib/i18n/server-i18n';
import { ROLES } from './constants';
import { LOCALES, SOURCE_LOCALE } from './locales';
import { ROLE_CHOICES, ROLE_LABELS } from './members';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  SUSPENSION_PERIOD_LABELS,
  SUSPENSION_PERIODS,
  suspensionMessage,
  suspensionRefusal,
} from './reports';
import { ORDER_STATE_LABELS, ORDER_STATES } from './shop';

const english = (labels: Record<string, MessageDescriptor>) =>
  Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, inEnglish(label)]));

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
    expect(ROLE_CHOICES.map(({ value, label }) => [value, inEnglish(label)])).toEqual([
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

  it('are in every catalog, and read in the reader’s language', async () => {
    const i18n = await loadServerI18n();
    for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
      const { messages } = i18n.of(locale);
      for (const [name, , labels] of MAPS)
        for (const label of Object.values(labels))
          expect(messages[label.id], `${locale}: ${name} ${label.id}`).toBeDefined();
    }
    const french = i18n.of('fr');
    expect(french._(REPORT_REASON_LABELS.abuse)).toBe('Abus ou harcèlement');
    expect(french._(SUSPENSION_PERIOD_LABELS['7d'])).toBe('7 jours');
    expect(french._(ROLE_LABELS.admin)).toBe('Administrateur');
    expect(french._(ORDER_STATE_LABELS.pending)).toBe('En attente de paiement');
    expect(i18n.of('yo')._(ORDER_STATE_LABELS.refunded)).toBe('A ti dá owó padà');
  });

  it('word a suspension’s refusal in the member’s language, its English as before', async () => {
    const i18n = await loadServerI18n();
    const until = '2026-12-03T14:05:00.000Z';
    expect(inEnglish(suspensionRefusal(until, 'Spam'))).toBe(suspensionMessage(until, 'Spam'));
    expect(inEnglish(suspensionRefusal(null, 'Spam'))).toBe('Your account is suspended for good. Reason: Spam');
    expect(suspensionMessage(null, 'Spam')).toBe('Your account is suspended for good. Reason: Spam');
    expect(i18n.of('fr')._(suspensionRefusal(null, 'Spam'))).toBe(
      'Votre compte est suspendu définitivement. Motif : Spam',
    );
  });
});
