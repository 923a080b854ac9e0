import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, mailMessages } from '@server/db/schema';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { queueMail } from './outbox';

const content = {
  subject: 'Your Griot order GRT-7KQ2M9XD: payment received',
  heading: 'Payment received',
  blocks: [
    { kind: 'paragraph' as const, text: 'Thank you, Ada <Obi> & co.' },
    { kind: 'lines' as const, rows: [['1 × Lagos Nights', '₦15,000']] as Array<[string, string]> },
    { kind: 'button' as const, label: 'View your order', url: 'https://griot.test/orders/GRT-7KQ2M9XD?key=abc' },
  ],
};

describe.each(testDrivers())('mail on %s', (driver) => {
  const fake = useFakeSmtp();
  const { mail } = fake;
  const ctx = useTestApp(driver, { mail });

  it('sends a queued message over SMTP with a text and an HTML part made from one template, once', async () => {
    await queueMail(ctx.database.db, 'ada@example.com', content, 'receipt:1');
    await queueMail(ctx.database.db, 'ada@example.com', content, 'receipt:1');
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(await ctx.app.jobs.runDue()).toBe(0);

    expect(fake.smtp.received).toHaveLength(1);
    const [sent] = fake.smtp.received;
    expect(sent).toMatchObject({ from: 'hello@griot.test', to: ['ada@example.com'], subject: content.subject });
    expect(sent!.text).toContain('Thank you, Ada <Obi> & co.');
    expect(sent!.text).toContain('1 × Lagos Nights: ₦15,000');
    expect(sent!.text).toContain('View your order: https://griot.test/orders/GRT-7KQ2M9XD?key=abc');
    expect(sent!.html).toContain('Thank you, Ada &lt;Obi&gt; &amp; co.');
    expect(sent!.html).toContain('href="https://griot.test/orders/GRT-7KQ2M9XD?key=abc"');
    const [row] = await ctx.database.db.select().from(mailMessages);
    expect(row).toMatchObject({ status: 'sent', lastError: null });
  });

  it('tries a refused message again later, and sends it then', async () => {
    fake.smtp.refuse(1);
    await queueMail(ctx.database.db, 'ada@example.com', content);
    await ctx.app.jobs.runDue();
    const [waiting] = await ctx.database.db.select().from(jobs);
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null });
    expect(waiting!.lastError).toContain('451');
    expect(waiting!.lastError).not.toContain('ada@example.com');
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now());

    await ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, waiting!.id));
    await ctx.app.jobs.runDue();
    expect(fake.smtp.received).toHaveLength(1);
    expect((await ctx.database.db.select().from(mailMessages))[0]!.status).toBe('sent');
  });
});

describe.each(testDrivers())('mail without SMTP_URL on %s', (driver) => {
  const ctx = useTestApp(driver, { mail: { smtpUrl: null, from: 'Griot <hello@griot.test>' } });

  it('keeps the message in the outbox, sent nowhere', async () => {
    await queueMail(ctx.database.db, 'ada@example.com', content);
    await ctx.app.jobs.runDue();
    const [row] = await ctx.database.db.select().from(mailMessages);
    expect(row).toMatchObject({ status: 'held', to: 'ada@example.com', subject: content.subject });
    expect((await ctx.database.db.select().from(jobs))[0]!.doneAt).not.toBeNull();
  });
});
