import type { I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { localeI18n } from './server-i18n';
import { say, withValues } from '@shared/texts';

const ITEM = { id: 'test.item', message: 'Ticket type {number}: {problem}' };
const PRICE = { id: 'test.price', message: 'Price must be a valid amount.' };

describe('say', () => {
  it('says a descriptor held among the values in the same language first', () => {
    const french = localeI18n('fr', {
      'test.item': 'Type de billet {number} : {problem}',
      'test.price': 'Prix invalide.',
    });
    expect(say(french, withValues(ITEM, { number: 2, problem: PRICE }))).toBe('Type de billet 2 : Prix invalide.');
  });

  it('falls back to the English of a descriptor the catalog lacks, at any depth', () => {
    const french = localeI18n('fr', {});
    expect(say(french, withValues(ITEM, { number: 1, problem: PRICE }))).toBe(
      'Ticket type 1: Price must be a valid amount.',
    );
    expect(say(french, PRICE)).toBe('Price must be a valid amount.');
  });

  it('writes a value given as a function of the language in that language', () => {
    const french = localeI18n('fr', { 'test.item': 'Type de billet {number} : {problem}' });
    const problem = (language: I18n) => (language.locale === 'fr' ? 'jusqu’au 3 déc.' : 'until Dec 3');
    expect(say(french, withValues(ITEM, { number: 3, problem }))).toBe('Type de billet 3 : jusqu’au 3 déc.');
    expect(say(localeI18n('en'), withValues(ITEM, { number: 3, problem }))).toBe('Ticket type 3: until Dec 3');
  });
});
