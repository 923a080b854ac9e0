import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { ProfileBody } from './community';
import { CheckoutBody } from './shop';
import { checkBody } from './check-body';
import { NO_LINK_MESSAGE, ONE_LINE_MESSAGE, PersonText } from './text-rules';

const Body = Type.Object({ name: PersonText(200), bio: PersonText(2000, { paragraphs: true }) });
const messagesFor = (body: unknown) => checkBody(Body, body).map((problem) => problem.message);

describe('text a person types', () => {
  it('is one line unless it is text of paragraphs', () => {
    for (const name of ['Ada\nObi', 'Eve\r\nBcc: name@evil.test', 'Ada\u2028Obi', 'Ada \n Obi'])
      expect(messagesFor({ name, bio: '' }), JSON.stringify(name)).toEqual([ONE_LINE_MESSAGE]);
    // Trimmed before it is stored, so a line break at either end is no line break inside.
    expect(messagesFor({ name: 'Ada Obi\n', bio: 'First line.\n\nSecond paragraph.' })).toEqual([]);
  });

  it('keeps names and titles on one line where they reach a mail: a display name, a buyer', () => {
    const profile = checkBody(ProfileBody, {
      displayName: 'Eve\r\nSubject: pwned',
      bio: 'Line one.\nLine two.',
      discipline: 'Music',
    });
    expect(profile.map((problem) => [problem.field, problem.message])).toEqual([['displayName', ONE_LINE_MESSAGE]]);
    const checkout = checkBody(CheckoutBody, { email: 'a@example.com', fullName: 'customer.\nURGENT: verify now' });
    expect(checkout.map((problem) => [problem.field, problem.message])).toContainEqual(['fullName', ONE_LINE_MESSAGE]);
  });

  it('refuses a link or an address in the buyer’s name, which starts the receipt', () => {
    const problemsOf = (fullName: string) =>
      checkBody(CheckoutBody, { email: 'a@example.com', fullName, expectedTotalKobo: 0 })
        .filter((problem) => problem.field === 'fullName')
        .map((problem) => problem.message);
    for (const fullName of [
      'customer. URGENT: your bank account is locked, verify now at https://bigbank-verify.example/login',
      'Ada, see bigbank-verify.example now',
      'Visit www.Example.COM',
      'ada@example.com',
    ])
      expect(problemsOf(fullName), fullName).toEqual([NO_LINK_MESSAGE]);
    for (const fullName of ['Ada Obi', 'St.John Okafor', 'Dr. A. O. Obi', 'Chukwuemeka Obi-Okafor'])
      expect(problemsOf(fullName), fullName).toEqual([]);
  });
});
