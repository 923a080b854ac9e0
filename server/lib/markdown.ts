// Markdown written on the site (a story's body, the footer's pages, a newsletter) as HTML that is safe to
// put in a page or a mail: raw HTML in the text is shown as text, links only to http(s) and mail addresses
// (markdown-it refuses javascript: and data:), and every link leaves the site without passing it authority (rel) or a handle on the page (noopener).
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));

markdown.renderer.rules.link_open = (tokens, i, options, env: RenderOptions, self) => {
  tokens[i]!.attrSet('rel', 'nofollow ugc noopener');
  if (env.linkStyle) tokens[i]!.attrSet('style', env.linkStyle);
  return defaultLinkOpen(tokens, i, options, env, self);
};

export interface RenderOptions {
  /** An inline style for every link: a mail has no style sheet, and its clients colour bare links blue. */
  linkStyle?: string;
}

export function renderMarkdown(text: string, options: RenderOptions = {}): string {
  return markdown.render(text, { ...options });
}

/** The words of a Markdown text without its marks, blocks joined by a space: a description or an excerpt. */
export function markdownText(text: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(text, {})) {
    if (token.type === 'inline') {
      words.push(
        (token.children ?? [])
          .map((child) =>
            child.type === 'softbreak' || child.type === 'hardbreak'
              ? ' '
              : child.type === 'image'
                ? ''
                : child.content,
          )
          .join(''),
      );
    } else if (token.type === 'fence' || token.type === 'code_block') {
      words.push(token.content);
    }
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}
