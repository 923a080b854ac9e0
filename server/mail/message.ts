// One template per message: a message is written once as blocks (a heading, paragraphs, a table of lines,
// a button), and both parts, the HTML and the plain text, are made from those blocks, so they always say
// the same thing. The HTML is one narrow column with inline styles: mail clients ignore style sheets and
// most are read on phones.
import { escapeMarkup } from '@shared/escape-markup';
import type { MailImage } from '@server/db/schema';
import { renderMarkdown } from '@server/lib/markdown';

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Text the admin wrote in Markdown (a newsletter): HTML by the site's safe renderer, the source as text. */
  | { kind: 'markdown'; text: string }
  | { kind: 'lines'; rows: Array<[label: string, value: string]> }
  | { kind: 'button'; label: string; url: string }
  /** A quieter link than a button, on a line of its own. */
  | { kind: 'link'; label: string; url: string }
  /** Small print at the foot (why the mail came, how to stop it), with a plain link after its text. */
  | { kind: 'small-print'; text: string; link: { label: string; url: string } }
  /** A ticket: its QR picture (an inline image of the message, by content id) and its code in text beside it. */
  | { kind: 'ticket'; label: string; code: string; imageCid: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** The inline pictures the blocks name. */
  images?: MailImage[];
  /** Headers beyond the usual ones (a notification's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  images: MailImage[];
  headers: Record<string, string>;
}

const FOOTER = 'Griot: African music, stories and culture.';
/** Links in the text: the site's amber and underlined, so they read as links in every client. */
const LINK_STYLE = 'color:#b45309;text-decoration:underline;font-weight:bold';

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'markdown':
      return block.text;
    case 'lines':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'small-print':
      return `${block.text}\n${block.link.label}: ${block.link.url}`;
    case 'ticket':
      return `${block.label}: ${block.code}`;
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeMarkup(block.text)}</p>`;
    case 'markdown':
      return `<div style="margin:0 0 16px;line-height:1.5">${renderMarkdown(block.text, { linkStyle: LINK_STYLE })}</div>`;
    case 'lines':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${escapeMarkup(label)}</td>` +
            `<td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${escapeMarkup(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeMarkup(block.url)}" style="background:#b45309;color:#fff;` +
        `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeMarkup(block.label)}</a></p>`
      );
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeMarkup(block.url)}" style="color:#b45309">${escapeMarkup(block.label)}</a></p>`;
    case 'small-print':
      return (
        `<p style="margin:32px 0 0;font-size:12px;line-height:1.5;color:#78716c">${escapeMarkup(block.text)} ` +
        `<a href="${escapeMarkup(block.link.url)}" style="color:#78716c;text-decoration:underline;font-size:12px">` +
        `${escapeMarkup(block.link.label)}</a></p>`
      );
    case 'ticket':
      return (
        `<table role="presentation" style="width:100%;border:1px solid #e7e5e4;border-radius:8px;margin:0 0 16px"><tr>` +
        `<td style="width:168px;padding:8px"><img src="cid:${escapeMarkup(block.imageCid)}" width="160" height="160" ` +
        `alt="QR code of ticket ${escapeMarkup(block.code)}" style="display:block"></td>` +
        `<td style="padding:8px;vertical-align:middle"><div style="margin:0 0 8px">${escapeMarkup(block.label)}</div>` +
        `<div style="font-family:Menlo,Consolas,monospace;font-size:20px;font-weight:bold;letter-spacing:1px">${escapeMarkup(block.code)}</div></td>` +
        `</tr></table>`
      );
  }
}

export function renderMail({ subject, heading, blocks, images = [], headers = {} }: MailContent): RenderedMail {
  const text = [heading, '', ...blocks.map(blockText).flatMap((part) => [part, '']), '--', FOOTER].join('\n');
  const html =
    `<!doctype html><html><body style="margin:0;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#1c1917">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeMarkup(heading)}</h1>` +
    blocks.map(blockHtml).join('') +
    `<p style="margin:32px 0 0;font-size:12px;color:#78716c">${escapeMarkup(FOOTER)}</p></div></body></html>`;
  return { subject, text, html, images, headers };
}
