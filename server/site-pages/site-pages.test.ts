import { describe, expect, it } from 'vitest';
import { contactMessages, mailMessages } from '@server/db/schema';
import { sitePageTexts } from '@shared/site-pages';
import type { AdminSitePage, SitePage } from '@shared/schemas/site-pages';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { fakeClientDir } from '@server/test/client-dir';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { inEnglish, sourceEnglish } from '@server/lib/i18n/server-i18n';
import { defaultPageText } from './default-texts';

const MESSAGE = { name: 'Ada Obi', email: 'Ada@Example.com', message: 'Do you ship vinyl to Accra?\n\nThank you.' };

describe.each(testDrivers())('the pages behind the footer on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail, contactTo: 'desk@griot.test' });

  const page = async (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/pages/${slug}` });

  it('shows each page’s default text until the admin saves one, as safe HTML', async () => {
    for (const slug of ['about', 'contact', 'privacy', 'terms'] as const) {
      const answer = await page(slug);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<SitePage>()).toMatchObject({
        slug,
        title: defaultPageText(sourceEnglish, slug).title,
        updatedAt: null,
      });
    }
    const privacy = (await page('privacy')).json<SitePage>();
    expect(privacy.html).toContain('<h2>Your rights</h2>');
    expect(privacy.html).toContain('Data Protection Act 2023');
    expect((await page('contact')).json<SitePage>().contactOpen).toBe(true);
    expect((await page('careers')).statusCode).toBe(400);
  });

  it('lets an admin edit a page in Markdown, preview it, and shows a script in it as inert text', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const member = await joinAs(ctx.app, ctx.database.db);
    const as = (cookie: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
    const body =
      '# Who we are\n\nA **home** for [music](https://griot.example).\n\n<script>alert("x")</script>\n\n[bad](javascript:alert(1))';
    expect((await as(admin.cookie, 'GET', '/api/admin/pages/about')).json<AdminSitePage>()).toMatchObject({
      isDefault: true,
      body: defaultPageText(sourceEnglish, 'about').body,
    });
    const saved = await as(admin.cookie, 'PUT', '/api/admin/pages/about', { title: ' Our story ', body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminSitePage>()).toMatchObject({ title: 'Our story', body, isDefault: false });
    const shown = (await page('about')).json<SitePage>();
    expect(shown.title).toBe('Our story');
    expect(shown.updatedAt).not.toBeNull();
    expect(shown.html).toContain('<h1>Who we are</h1>');
    expect(shown.html).toContain('<a href="https://griot.example" rel="nofollow ugc noopener">music</a>');
    expect(shown.html).not.toContain('<script');
    expect(shown.html).toContain('&lt;script&gt;');
    expect(shown.html).not.toContain('href="javascript:');
    const preview = await as(admin.cookie, 'POST', '/api/admin/markdown/preview', { markdown: body });
    expect(preview.json<{ html: string }>().html).toBe(shown.html);

    // Admin only; a bad page or text is refused and changes nothing.
    for (const [method, url, payload] of [
      ['GET', '/api/admin/pages/about', undefined],
      ['PUT', '/api/admin/pages/about', { title: 'x', body: 'y' }],
      ['POST', '/api/admin/markdown/preview', { markdown: 'x' }],
    ] as const) {
      expect((await as(undefined, method, url, payload)).statusCode).toBe(401);
      expect((await as(member.cookie, method, url, payload)).statusCode).toBe(403);
    }
    for (const bad of [
      { title: '', body: 'x' },
      { title: 'x', body: ' ' },
      { title: 'x'.repeat(121), body: 'x' },
    ])
      expect((await as(admin.cookie, 'PUT', '/api/admin/pages/about', bad)).statusCode).toBe(400);
    expect((await as(admin.cookie, 'PUT', '/api/admin/pages/faq', { title: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await page('about')).json<SitePage>().title).toBe('Our story');
  });

  it('answers an admin and a sender reading French in French', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const french = (url: string, method: 'PUT' | 'POST', payload: object, cookie?: string) =>
      ctx.app.inject({ method, url, payload, headers: { 'accept-language': 'fr', ...(cookie ? { cookie } : {}) } });
    const page = await french('/api/admin/pages/about', 'PUT', { title: 'x'.repeat(121), body: ' ' }, admin.cookie);
    expect(page.json<{ error: { message: string } }>().error.message).toBe(
      'Le titre doit faire au plus 120 caractères. Rédigez la page avant de l’enregistrer.',
    );
    const long = await french('/api/contact', 'POST', { ...MESSAGE, name: ' ', message: 'x'.repeat(5001) });
    expect(long.json<{ error: { message: string } }>().error.message).toBe(
      'Veuillez saisir votre nom. Votre message doit faire au plus 5\u202f000 caractères.',
    );
    const sent = await french('/api/contact', 'POST', MESSAGE);
    expect(sent.json()).toEqual({ message: 'Merci : votre message est envoyé. Nous vous répondrons par e-mail.' });
  });

  it('stores a contact message and mails it to CONTACT_TO with Reply-To the sender', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: MESSAGE,
      headers: { cookie: member.cookie },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: inEnglish(sitePageTexts.contactSent) });
    expect(await ctx.database.db.select().from(contactMessages)).toEqual([
      expect.objectContaining({ name: 'Ada Obi', email: 'ada@example.com', userId: member.uid }),
    ]);
    await ctx.app.jobs.runDue();
    const [mail] = fake.smtp.received.filter((m) => m.to.includes('desk@griot.test'));
    expect(mail!.subject).toBe('Contact form: Ada Obi');
    expect(mail!.headers['reply-to']).toBe('ada@example.com');
    expect(mail!.text).toContain('Do you ship vinyl to Accra?');
    expect(mail!.text).toContain('From: Ada Obi <ada@example.com>');
  });

  it('answers a filled honeypot like a success, and keeps and sends nothing', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...MESSAGE, website: 'https://spam.example' },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: inEnglish(sitePageTexts.contactSent) });
    await ctx.app.jobs.runDue();
    expect(await ctx.database.db.select().from(contactMessages)).toEqual([]);
    expect(await ctx.database.db.select().from(mailMessages)).toEqual([]);
    expect(fake.smtp.received).toEqual([]);
  });

  it('limits messages per e-mail and per client address, and refuses bad ones', async () => {
    const send = (payload: object, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
    for (const bad of [
      { ...MESSAGE, name: ' ' },
      { ...MESSAGE, email: 'ada' },
      { ...MESSAGE, message: '' },
      { ...MESSAGE, message: 'x'.repeat(5001) },
    ])
      expect((await send(bad)).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await send(MESSAGE, `10.0.0.${i}`)).statusCode).toBe(202);
    const perEmail = await send(MESSAGE, '10.0.0.9');
    expect(perEmail.statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1)
      expect((await send({ ...MESSAGE, email: `fan${i}@example.com` }, '10.2.2.2')).statusCode).toBe(202);
    expect((await send({ ...MESSAGE, email: 'fan9@example.com' }, '10.2.2.2')).statusCode).toBe(429);
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(8);
  });
});

describe.each(testDrivers())('the contact form without CONTACT_TO on %s', (driver) => {
  const ctx = useTestApp(driver, { contactTo: null });

  it('says so on the page and refuses to send, keeping nothing', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pages/contact' })).json<SitePage>().contactOpen).toBe(
      false,
    );
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: { code: 'CONTACT_OFF', message: inEnglish(sitePageTexts.contactOff) } });
    expect(await ctx.database.db.select().from(contactMessages)).toEqual([]);
  });
});

describe.each(testDrivers())('the head of the pages behind the footer on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: 'https://griot.test' }, { clientDir: fakeClientDir() });

  it('writes each page’s own title, description and canonical address, for search engines', async () => {
    for (const slug of ['about', 'contact', 'privacy', 'terms'] as const) {
      const page = await ctx.app.inject({ method: 'GET', url: `/${slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${defaultPageText(sourceEnglish, slug).title} | Griot</title>`);
      expect(page.body).toContain(
        `<meta name="description" content="${defaultPageText(sourceEnglish, slug).description}" />`,
      );
      expect(page.body).toContain(`<link rel="canonical" href="https://griot.test/${slug}" />`);
      expect(page.body).not.toContain('noindex');
    }
  });
});
