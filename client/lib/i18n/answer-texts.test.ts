// The texts the screens word from a successful answer's codes and values (the cart's problems, the door's
// answer, the report's receipt and outcome), rather than showing English the server wrote: English as the API's copy says it, and the
// catalogs' words in another language.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { cartLineProblemText, cartTicketProblemText } from '@shared/cart-problems';
import { checkInText } from '@shared/door-texts';
import { REPORT_SENT, formatSuspensionEnd, reportOutcomeText } from '@shared/reports';
import type { Locale } from '@shared/locales';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import { defaultDisplayName } from '@shared/schemas/auth-limits';
import { shownName } from '@shared/shown-names';
import { say } from '@shared/texts';

const catalogs = import.meta.glob<string>('../../../locales/*/messages.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const unquote = (text: string) => JSON.parse(`"${text}"`) as string;
/** A language's instance from its PO text, as the build compiles it (ids to translations). */
function languageOf(locale: Locale): I18n {
  const po = catalogs[`../../../locales/${locale}/messages.po`] ?? '';
  const messages: Record<string, string> = {};
  for (const [, id, text] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm))
    if (text) messages[unquote(id!)] = unquote(text);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
const english = languageOf('en');
const french = languageOf('fr');

describe("the cart's problems", () => {
  const line = { name: 'Talking Drum Tee', variantName: 'M', maxQuantity: 2 };
  const seats = { eventName: 'Felabration', typeName: 'VIP', left: 1 };

  it('say in English what the answer’s English copy says', () => {
    expect(say(english, cartLineProblemText({ ...line, problemCode: 'few_left' })!)).toBe(
      'Only 2 of Talking Drum Tee (M) are left.',
    );
    expect(say(english, cartLineProblemText({ ...line, variantName: null, problemCode: 'sold_out' })!)).toBe(
      'Talking Drum Tee is sold out.',
    );
    expect(cartLineProblemText({ ...line, problemCode: null })).toBeNull();
    expect(say(english, cartTicketProblemText({ ...seats, problemCode: 'few_left' })!)).toBe(
      'Only 1 seat of Felabration (VIP) is left.',
    );
    expect(say(english, cartTicketProblemText({ ...seats, problemCode: 'event_cancelled' })!)).toBe(
      'Felabration is cancelled.',
    );
    expect(say(english, cartTicketProblemText({ ...seats, problemCode: 'sales_closed' })!)).toBe(
      'Sales of Felabration (VIP) have closed.',
    );
  });

  it('are said in the page’s language', () => {
    expect(say(french, cartTicketProblemText({ ...seats, problemCode: 'sold_out' })!)).toBe(
      'Felabration (VIP) est épuisé.',
    );
    expect(say(french, cartLineProblemText({ ...line, problemCode: 'few_left' })!)).not.toContain('left');
  });
});

describe("the door's answer", () => {
  const ticket = { holderName: 'Ada Obi', typeName: 'VIP' };

  it('says whose ticket and which type, in English as the API’s copy', () => {
    expect(say(english, checkInText({ outcome: 'checked_in', ...ticket }, null))).toBe('Checked in — Ada Obi, VIP');
    expect(say(english, checkInText({ outcome: 'already', ...ticket, typeName: null }, '22:54'))).toBe(
      'Already checked in at 22:54 — Ada Obi, Ticket',
    );
    expect(say(english, checkInText({ outcome: 'invalid', holderName: null, typeName: null }, null))).toBe(
      'Not a valid ticket for this event',
    );
  });

  it('is said in the door screen’s language', () => {
    expect(say(french, checkInText({ outcome: 'checked_in', ...ticket }, null))).toBe('Entrée validée — Ada Obi, VIP');
    expect(say(french, checkInText({ outcome: 'already', ...ticket, typeName: null }, '22:54'))).toBe(
      'Déjà entré à 22:54 — Ada Obi, Billet',
    );
    expect(say(languageOf('yo'), checkInText({ outcome: 'invalid', holderName: null, typeName: null }, null))).toBe(
      'Kì í ṣe tíkẹ́ẹ̀tì tó wúlò fún ìṣẹ̀lẹ̀ yìí',
    );
  });
});

describe('the answers about reports', () => {
  const until = '2026-12-03T14:05:00.000Z';
  const outcome = { target: 'post', resolved: 2, memberName: null, until: null } as const;

  it('say in English what the answer’s English copy says', () => {
    expect(say(english, REPORT_SENT)).toBe('Thank you: your report was sent to the moderators.');
    expect(formatSuspensionEnd(until, english)).toBe('Dec 3, 2026 at 15:05 (Lagos time)');
    expect(say(english, reportOutcomeText({ ...outcome, action: 'dismiss' }, english))).toBe(
      'Dismissed: 2 reports closed.',
    );
    expect(
      say(english, reportOutcomeText({ ...outcome, action: 'delete', target: 'reply', resolved: 1 }, english)),
    ).toBe('The reply is deleted: 1 report closed.');
    const suspension = { ...outcome, action: 'suspend', memberName: 'Ada', resolved: 1 } as const;
    expect(say(english, reportOutcomeText({ ...suspension, until }, english))).toBe(
      'Ada is suspended until Dec 3, 2026 at 15:05 (Lagos time): 1 report closed.',
    );
    expect(say(english, reportOutcomeText(suspension, english))).toBe('Ada is suspended for good: 1 report closed.');
  });

  it('are said in the page’s language, the end’s day and clock too', () => {
    const end = formatSuspensionEnd(until, french);
    expect(end).toMatch(/^3 déc\.? 2026 à 15:05 \(heure de Lagos\)$/);
    expect(say(french, REPORT_SENT)).toBe('Merci : votre signalement a été transmis aux modérateurs.');
    expect(say(french, reportOutcomeText({ ...outcome, action: 'suspend', memberName: 'Ada', until }, french))).toBe(
      `Ada est suspendu jusqu’au ${end} : 2 signalements clos.`,
    );
    expect(formatSuspensionEnd(until, languageOf('yo'))).toContain('(àkókò Èkó)');
  });
});

describe('the names the site gives people', () => {
  const generated = defaultDisplayName('3f2b9c1e-0000-4000-8000-00000000abcd');

  it('show as stored in English, and a chosen name as it is in any language', () => {
    expect(shownName(FORMER_MEMBER, english)).toBe('Former member');
    expect(shownName(generated, english)).toBe(generated);
    expect(shownName('Ada Obi', french)).toBe('Ada Obi');
    expect(shownName('Member of the band', french)).toBe('Member of the band');
  });

  it('are said in the page’s language', () => {
    expect(shownName(FORMER_MEMBER, french)).toBe('Ancien membre');
    expect(shownName(generated, french)).toBe(generated.replace('Member', 'Membre'));
    expect(shownName(generated, languageOf('yo'))).toBe(generated.replace('Member', 'Ọmọ ẹgbẹ́'));
  });
});
