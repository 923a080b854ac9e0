// A member's mails are in the language they chose on their account (PUT /api/account/language), whatever
// page asks for them: words from that language's catalog, and links to that language's addresses. A member
// who chose none gets the language of the page that asked.
import { describe, expect, it } from 'vitest';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { catalogText } from '@server/test/catalog-text';
import { writePost, writeReply } from '@server/test/community-writes';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { buildForum } from '@server/test/factories/community';

const TITLE = 'Looking for a kora player';

describe.each(testDrivers())('a member’s mail in their language on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail, publicUrl: 'https://griot.test' });

  const choose = (account: TestAccount, locale: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: account.cookie },
      payload: { locale },
    });
  /** A reset asked from a page in `language` (its Accept-Language), or an English page. */
  const askReset = (email: string, language?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-resets',
      payload: { email },
      headers: language ? { 'accept-language': language } : {},
    });
  /** A new member, their join's mail already sent and set aside. */
  async function member(locale?: string): Promise<TestAccount> {
    const account = await joinAs(ctx.app, ctx.database.db);
    if (locale) expect((await choose(account, locale)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    fake.smtp.received.length = 0;
    return account;
  }
  const mailsTo = (account: TestAccount) => fake.smtp.received.filter((mail) => mail.to.includes(account.email));
  const fr = (id: string, values?: Record<string, string>) => catalogText('fr', id, values);

  it('writes a French member’s password reset in French, linking to the French page, from an English page', async () => {
    const ada = await member('fr');
    expect((await askReset(ada.email)).statusCode).toBe(202);
    await ctx.app.jobs.runDue();

    const [mail] = mailsTo(ada);
    expect(mail!.subject).toBe(await fr('auth.reset-mail.subject'));
    expect(mail!.subject).not.toBe('Reset your Griot password');
    const token = /\/fr\/reset-password#token=([\w-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const link = `https://griot.test/fr/reset-password#token=${token}`;
    const lines = mail!.text.split('\n');
    expect(lines[0]).toBe(await fr('auth.reset-mail.choose'));
    expect(lines).toContain(await fr('auth.reset-mail.asked'));
    expect(lines).toContain(await fr('mail.text.labelled', { label: await fr('auth.reset-mail.choose'), value: link }));
    expect(lines).toContain(await fr('auth.reset-mail.link-once'));
    expect(lines.at(-1)).toBe(await fr('mail.footer'));
    expect(mail!.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail!.html).toContain(`href="${link}"`);

    // The link's new password is told in French too.
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-resets/complete',
      payload: { token, password: 'a kora at dawn, twice' },
    });
    expect(reset.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(mailsTo(ada).map((sent) => sent.subject)).toEqual([
      await fr('auth.reset-mail.subject'),
      await fr('auth.password-changed-mail.subject'),
    ]);
    expect(mailsTo(ada)[1]!.text).toContain(await fr('auth.password-changed-mail.signed-out'));
  });

  it('follows the page that asked when the member chose no language, and the member’s choice before it', async () => {
    const chose = await member();
    const english = await member('en');
    await askReset(chose.email, 'fr-FR,fr;q=0.9');
    await askReset(english.email, 'fr-FR,fr;q=0.9');
    await ctx.app.jobs.runDue();

    expect(mailsTo(chose)[0]!.subject).toBe(await fr('auth.reset-mail.subject'));
    expect(mailsTo(chose)[0]!.text).toContain('https://griot.test/fr/reset-password#token=');
    const [inEnglish] = mailsTo(english);
    expect(inEnglish!.subject).toBe('Reset your Griot password');
    expect(inEnglish!.text).toContain('Choose a new password: https://griot.test/reset-password#token=');
    expect(inEnglish!.html).toContain('<!doctype html><html><body');
  });

  it('mails a French member about a reply in French, with the French address of the discussion', async () => {
    const author = await member('fr');
    const replier = await member();
    const forum = await buildForum(ctx.database.db);
    const created = await writePost(ctx.app, author.cookie, forum.id, { title: TITLE, content: 'In Lagos.' });
    const postId = created.json<{ id: string }>().id;
    await writeReply(ctx.app, replier.cookie, postId, 'I play the kora!');
    await ctx.app.jobs.runDue();

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: { cookie: replier.cookie },
    });
    const actor = profile.json<{ displayName: string }>().displayName;
    const [mail] = mailsTo(author);
    expect(mail!.subject).toBe(await fr('notifications.mail.replied', { actor, title: TITLE }));
    const lines = mail!.text.split('\n');
    expect(lines).toContain(await fr('notifications.mail.wrote', { who: actor, title: TITLE }));
    const discussion = `https://griot.test/fr/community/post/${postId}-looking-for-a-kora-player`;
    expect(lines).toContain(
      await fr('mail.text.labelled', { label: await fr('notifications.mail.read'), value: discussion }),
    );
    expect(lines).toContain(
      await fr('notifications.mail.choose', { address: 'https://griot.test/fr/account#notifications' }),
    );
    expect(mail!.html).toContain(`href="${discussion}"`);
    // The one-click address is the API's, in no language.
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/griot\.test\/api\/notifications\/unsubscribe\?/);
  });
});
