// Posts and replies are Markdown, rendered on the server into `contentHtml`: formatting, code and quotes kept,
// @mentions linked to the member, and whatever a hostile writer sends made inert before any browser sees it.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { Post, PostSummary, ReplyPage } from '@shared/schemas/community';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

const HOSTILE = [
  '**Afro-soul** by @bayoogun',
  '> quoted words',
  '```\n<b>kept as text</b>\n```',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '[click](javascript:alert(1)) [data](data:text/html,hi) <a href="javascript:alert(2)">a</a>',
  '![tracker](https://tracker.example/p.png)',
  '[away](https://example.com)',
].join('\n\n');

/** Every element the browser would build from the HTML is a text element, every link a safe one. */
function expectInert(html: string) {
  const elements = parse(html).querySelectorAll('*');
  const allowed = ['p', 'a', 'strong', 'em', 'code', 'pre', 'blockquote', 'br'];
  for (const element of elements) {
    expect(allowed).toContain(element.tagName.toLowerCase());
    for (const name of Object.keys(element.attributes)) expect(['href', 'rel', 'class']).toContain(name);
    const href = element.getAttribute('href');
    if (href !== undefined) expect(href).toMatch(/^(https:\/\/|\/members\/)/);
  }
}

describe.each(testDrivers())('Markdown in posts and replies on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answers a post and its replies with safe HTML beside the text they were written in', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db);
    const created = await writePost(ctx.app, member.cookie, forum.id, { title: 'Formatting', content: HOSTILE });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Post>();
    expect((await writeReply(ctx.app, member.cookie, id, HOSTILE)).statusCode).toBe(201);

    const post = (await ctx.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json<Post>();
    const [reply] = (await ctx.app.inject({ method: 'GET', url: `/api/posts/${id}/replies` })).json<ReplyPage>().items;
    for (const written of [post, reply!]) {
      expect(written.content).toBe(HOSTILE);
      expect(written.contentHtml).toContain('<strong>Afro-soul</strong>');
      expect(written.contentHtml).toContain('<a href="/members/bayoogun" class="mention">@bayoogun</a>');
      expect(written.contentHtml).toContain('<blockquote>');
      expect(written.contentHtml).toContain('&lt;b&gt;kept as text&lt;/b&gt;');
      expect(written.contentHtml).toContain('<a href="https://example.com" rel="nofollow ugc noopener">away</a>');
      expectInert(written.contentHtml);
    }

    // A card's excerpt is the words, without the marks.
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/forums/${forum.id}/posts` })).json<{
      items: PostSummary[];
    }>();
    expect(page.items[0]!.excerpt.startsWith('Afro-soul by @bayoogun quoted words')).toBe(true);
  });
});
