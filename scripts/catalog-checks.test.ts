import { describe, expect, it } from 'vitest';
import { catalogProblems, type Catalog } from './catalog-checks';

const english: Catalog = {
  locale: 'en',
  header: {},
  entries: [
    { id: 'shop.cart.title', translation: 'Your cart' },
    { id: 'shop.cart.summary', translation: '{name}, you have <0>{count}</0> items' },
    { id: 'app.brand', translation: 'Griot' },
    { id: 'shop.cart.empty', translation: 'Your cart is empty' },
    { id: 'shop.cart.count', translation: '{count, plural, =0 {Cart} one {Cart, # item} other {Cart, # items}}' },
  ],
};
const quality = { 'X-Translation-Quality': 'machine draft, not reviewed by a speaker' };
const catalog = (
  locale: string,
  translations: Record<string, string>,
  header: Record<string, string> = quality,
): Catalog => ({
  locale,
  header,
  entries: Object.entries(translations).map(([id, translation]) => ({ id, translation })),
});
const french = {
  'shop.cart.title': 'Votre panier',
  'shop.cart.summary': '{name}, vous avez <0>{count}</0> articles',
  'app.brand': 'Griot',
  'shop.cart.empty': 'Votre panier est vide',
  'shop.cart.count': '{count, plural, =0 {Panier} one {Panier, # article} other {Panier, # articles}}',
};

describe("a language's catalog", () => {
  it('is fit to ship when complete, valid, translated and marked', () => {
    expect(catalogProblems(catalog('fr', french), english)).toEqual([]);
  });

  it('names a missing translation, a broken ICU message and a lost placeholder', () => {
    const problems = catalogProblems(
      catalog('fr', {
        ...french,
        'shop.cart.title': '',
        'shop.cart.empty': '{count, plural, one {',
        'shop.cart.summary': 'Vous avez {count} articles',
      }),
      english,
    );
    expect(problems.join('\n')).toContain('shop.cart.title is not translated');
    expect(problems.join('\n')).toContain('shop.cart.empty is not a valid ICU message');
    expect(problems.join('\n')).toContain('shop.cart.summary has {count}, the English </0> <0> {count} {name}');
  });

  it('refuses more than a tenth left in English, names aside, and a catalog without its quality header', () => {
    const lazy = { ...french, 'shop.cart.title': 'Your cart' };
    const problems = catalogProblems(catalog('fr', lazy, {}), english);
    expect(problems.join('\n')).toContain('1 of 4 messages (25%) are the English as it is');
    expect(problems.join('\n')).toContain('no X-Translation-Quality header');
  });

  it('refuses Yoruba without its under-dots and tones, and Hausa without its hooked letters', () => {
    const plain = {
      ...french,
      'shop.cart.title': 'Kaadi re',
      'shop.cart.empty': 'Kaadi re sofo',
      'shop.cart.count': '{count, plural, other {Kaadi, # nkan}}',
    };
    expect(catalogProblems(catalog('yo', plain), english).join('\n')).toContain('no under-dot or tone letters');
    expect(catalogProblems(catalog('ha', plain), english).join('\n')).toContain('no hooked letters');
    const yoruba = { ...plain, 'shop.cart.title': 'Àpò rẹ' };
    expect(catalogProblems(catalog('yo', yoruba), english)).toEqual([]);
    const hausa = { ...plain, 'shop.cart.title': 'Kwandon ƙayanka' };
    expect(catalogProblems(catalog('ha', hausa), english)).toEqual([]);
  });
});
