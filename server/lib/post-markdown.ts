// A forum post's or reply's Markdown as safe HTML, rendered on the server into the API's `contentHtml`
// (decision: one renderer, the one stories use, so the browser runs no Markdown code and no unchecked HTML
// reaches it). Raw HTML is shown as text (markdown-it with html off), links go only to http(s), mail and
// this site, and leave it with rel="nofollow ugc noopener"; pictures and tables are off (a picture from
// elsewhere tells its host who reads, a table's alignment is a style attribute the CSP refuses).
// `@handle` links to the member's page, and a link to another thread (its address pasted, or `#` and its
// address's id) links inside the site.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import { MENTION } from '@shared/handles';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true }).disable(['image', 'table']);

/** `#` then a thread's id (and its slug): a link to that thread. */
const THREAD_REFERENCE =
  /(?<![A-Za-z0-9_&/#])#([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?)/giu;
/** A link inside the site: a thread's or a member's address. */
const SITE_PATH = /^\/(?:community|members)\//;

function linkTokens(state: StateCore, href: string, text: string, className: string): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [
    ['href', href],
    ['class', className],
  ];
  const body = new state.Token('text', '', 0);
  body.content = text;
  return [open, body, new state.Token('link_close', 'a', -1)];
}

/** A text token split at its mentions and thread references, each made a link. */
function linkedText(state: StateCore, token: Token): Token[] {
  const pattern = new RegExp(`${MENTION.source}|${THREAD_REFERENCE.source}`, 'giu');
  const out: Token[] = [];
  let at = 0;
  for (const match of token.content.matchAll(pattern)) {
    const start = match.index;
    if (start > at) {
      const before = new state.Token('text', '', 0);
      before.content = token.content.slice(at, start);
      out.push(before);
    }
    const [whole, handle, thread] = match;
    out.push(
      ...(handle
        ? linkTokens(state, `/members/${handle}`, whole, 'mention')
        : linkTokens(state, `/community/post/${thread!}`, whole, 'thread-link')),
    );
    at = start + whole.length;
  }
  if (out.length === 0) return [token];
  if (at < token.content.length) {
    const after = new state.Token('text', '', 0);
    after.content = token.content.slice(at);
    out.push(after);
  }
  return out;
}

markdown.core.ruler.push('mentions_and_threads', (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    let insideLink = 0;
    block.children = block.children.flatMap((token) => {
      if (token.type === 'link_open') insideLink += 1;
      if (token.type === 'link_close') insideLink -= 1;
      return token.type === 'text' && insideLink === 0 ? linkedText(state, token) : [token];
    });
  }
});

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));

markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const token = tokens[i]!;
  const href = token.attrGet('href') ?? '';
  // The site's own pages keep their authority; everything else is the member's, not Griot's.
  if (!SITE_PATH.test(href)) token.attrSet('rel', 'nofollow ugc noopener');
  return defaultLinkOpen(tokens, i, options, env, self);
};

export function renderPostMarkdown(text: string): string {
  return markdown.render(text);
}
