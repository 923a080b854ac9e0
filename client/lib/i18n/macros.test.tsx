// The translation pipeline as the build runs it: the macros keep an explicit id and the English, compiled
// in place (scripts/vite-messages.ts), so English needs no catalog and another language's catalog wins.
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

function Greeting({ name, count }: { name: string; count: number }) {
  return (
    <p>
      <Trans id="test.greeting">
        {name}, you have <strong>{count}</strong> tracks
      </Trans>
    </p>
  );
}

const render = (locale: string, messages: Record<string, unknown>) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Greeting name="Ada" count={3} />
    </I18nProvider>,
  );
};

describe('messages in the code', () => {
  it('shows the English, placeholders and tags filled, with no catalog', () => {
    expect(render('en', {})).toBe('<p>Ada, you have <strong>3</strong> tracks</p>');
  });

  it("shows a language's catalog where it has the message", () => {
    const french = { 'test.greeting': [['name'], ', vous avez <0>', ['count'], '</0> morceaux'] };
    expect(render('fr', french)).toBe('<p>Ada, vous avez <strong>3</strong> morceaux</p>');
  });

  it('falls back to the English where the catalog lacks the message', () => {
    expect(render('yo', { other: ['x'] })).toBe('<p>Ada, you have <strong>3</strong> tracks</p>');
  });

  it('keeps a declared message compiled, ready for any instance', () => {
    const declared = msg({ id: 'test.declared', message: 'Hello {name}' });
    expect(declared.message).toEqual(['Hello ', ['name']]);
    expect(setupI18n({ locale: 'en', messages: { en: {} } })._({ ...declared, values: { name: 'Ada' } })).toBe(
      'Hello Ada',
    );
  });
});
