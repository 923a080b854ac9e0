import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatNaira, pageLocale } from './page-formats';

afterEach(() => i18n.activate('en'));

describe("the page's formats", () => {
  it('are English until the page speaks another language, then that one', () => {
    expect(pageLocale()).toBe('en');
    expect(formatNaira(1_500_050)).toBe('₦15,000.50');
    expect(formatCount(12_345)).toBe('12,345');
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    expect(pageLocale()).toBe('fr');
    expect(formatNaira(1_500_000)).toBe('15\u202f000\u00a0₦');
    expect(formatCount(12_345)).toBe('12\u202f345');
  });
});
