// A post's Markdown as the page shows it: formatting, code and quotes kept, every hostile input made inert.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { renderPostMarkdown } from './post-markdown';

describe('renderPostMarkdown', () => {
  it('keeps emphasis, code and quotes', () => {
    const html = renderPostMarkdown('**Afro-soul** and `code`\n\n> a quote\n\n```\nlet x = 1 < 2;\n```');
    expect(html).toContain('<strong>Afro-soul</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('let x = 1 &lt; 2;');
  });

  it('links @mentions to the member and # thread references inside the site, never inside code or a link', () => {
    const id = '8f0c7a52-27b6-4a48-9d5a-0e1f6a2c4b11';
    const html = renderPostMarkdown(`Ask @bayoogun about #${id}-kora-lessons, not ada@example.com or \`@code\``);
    expect(html).toContain('<a href="/members/bayoogun" class="mention">@bayoogun</a>');
    expect(html).toContain(`<a href="/community/post/${id}-kora-lessons" class="thread-link">#${id}-kora-lessons</a>`);
    expect(html).not.toContain('/members/example');
    expect(html).toContain('<code>@code</code>');
    expect(renderPostMarkdown('[hi @kemi](https://example.com)')).not.toContain('/members/kemi');
  });

  it('gives links to elsewhere rel="nofollow ugc noopener", and the site’s own none', () => {
    expect(renderPostMarkdown('[site](https://example.com)')).toContain('rel="nofollow ugc noopener"');
    expect(renderPostMarkdown('https://example.com/a')).toContain('rel="nofollow ugc noopener"');
    expect(renderPostMarkdown('[thread](/community/post/x)')).not.toContain('rel=');
  });

  it('makes hostile Markdown inert', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '![x](https://tracker.example/p.png)',
      '[x](https://a.example "t\\" onmouseover=\\"alert(1)")',
      '<a href="javascript:alert(1)">x</a>',
      '| a | b |\n|--:|:-:|\n| 1 | 2 |',
      '@<script>alert(1)</script>',
    ].join('\n\n');
    const html = renderPostMarkdown(hostile);
    // What the browser would build: only text elements, no handler or style, links only to the web or the site.
    const elements = parse(html).querySelectorAll('*');
    const allowed = new Set(['p', 'a', 'strong', 'em', 'code', 'pre', 'blockquote', 'br']);
    expect(elements.map((element) => element.tagName.toLowerCase()).filter((tag) => !allowed.has(tag))).toEqual([]);
    for (const element of elements) {
      for (const name of Object.keys(element.attributes)) expect(['href', 'rel', 'class', 'title']).toContain(name);
      const href = element.getAttribute('href');
      if (href !== undefined) expect(href).toMatch(/^(https:\/\/|\/members\/)/);
    }
    expect(html).toContain('&lt;script&gt;');
  });
});
