// One template per message: a message is written once as blocks (a heading, paragraphs, a table of lines,
// a button), and both parts, the HTML and the plain text, are made from those blocks, so they always say
// the same thing. The HTML is one narrow column with inline styles: mail clients ignore style sheets and
// most are read on phones. A message is written in one language (mail-language.ts): its footer and its
// pictures' descriptions too, and the HTML says which, so a screen reader reads it in that language.
import type { I18n } from '@lingui/core';
import { escapeMarkup } from '@shared/escape-markup';
import { directionOf } from '@shared/locale-address';
import { SOURCE_LOCALE } from '@shared/locales';
import type { MailImage } from '@server/db/schema';
import { sourceEnglish, withValues } from '@server/lib/i18n/server-i18n';
import { renderMarkdown } from '@server/lib/markdown';
import { mailLocale } from './mail-language';

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
  /** The Lingui instance its texts were written with, for the footer and the HTML's language; English when none. */
  language?: I18n;
  /** False when its body is text as someone wrote it, in a language unknown (a newsletter's issue): the HTML names none. */
  declaresLanguage?: boolean;
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

const FOOTER = /*i18n*/ { id: 'mail.footer', message: 'Griot: African music, stories and culture.' };
const QR_ALT = /*i18n*/ { id: 'mail.ticket.qr-alt', message: 'QR code of ticket {code}' };
/** A label and what it names, on a line of the plain text (French puts a space before the colon). */
const LABELLED = /*i18n*/ { id: 'mail.text.labelled', message: '{label}: {value}' };
/** Links in the text: the site's amber and underlined, so they read as links in every client. */
const LINK_STYLE = 'color:#b45309;text-decoration:underline;font-weight:bold';

/** The line's end, where amounts stand: a side, since mail clients do not all know `end`. */
const endSide = (i18n: I18n) => (directionOf(mailLocale(i18n)) === 'rtl' ? 'left' : 'right');

/** The `html` element's language and direction; an English message's stays as it always was. */
function htmlAttributes(i18n: I18n, declaresLanguage: boolean): string {
  const locale = mailLocale(i18n);
  return locale === SOURCE_LOCALE || !declaresLanguage ? '' : ` lang="${locale}" dir="${directionOf(locale)}"`;
}

function blockText(block: MailBlock, i18n: I18n): string {
  const labelled = (label: string, value: string) => i18n._(withValues(LABELLED, { label, value }));
  switch (block.kind) {
    case 'paragraph':
    case 'markdown':
      return block.text;
    case 'lines':
      return block.rows.map(([label, value]) => labelled(label, value)).join('\n');
    case 'button':
    case 'link':
      return labelled(block.label, block.url);
    case 'small-print':
      return `${block.text}\n${labelled(block.link.label, block.link.url)}`;
    case 'ticket':
      return labelled(block.label, block.code);
  }
}

function blockHtml(block: MailBlock, i18n: I18n): string {
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
            `<td style="padding:6px 0;border-bottom:1px solid #eee;text-align:${endSide(i18n)};white-space:nowrap">${escapeMarkup(value)}</td></tr>`,
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
        `alt="${escapeMarkup(i18n._(withValues(QR_ALT, { code: block.code })))}" style="display:block"></td>` +
        `<td style="padding:8px;vertical-align:middle"><div style="margin:0 0 8px">${escapeMarkup(block.label)}</div>` +
        `<div style="font-family:Menlo,Consolas,monospace;font-size:20px;font-weight:bold;letter-spacing:1px">${escapeMarkup(block.code)}</div></td>` +
        `</tr></table>`
      );
  }
}

export function renderMail({
  language: i18n = sourceEnglish,
  declaresLanguage = true,
  subject,
  heading,
  blocks,
  images = [],
  headers = {},
}: MailContent): RenderedMail {
  const footer = i18n._(FOOTER);
  const text = [
    heading,
    '',
    ...blocks.map((block) => blockText(block, i18n)).flatMap((part) => [part, '']),
    '--',
    footer,
  ].join('\n');
  const html =
    `<!doctype html><html${htmlAttributes(i18n, declaresLanguage)}><body style="margin:0;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#1c1917">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeMarkup(heading)}</h1>` +
    blocks.map((block) => blockHtml(block, i18n)).join('') +
    `<p style="margin:32px 0 0;font-size:12px;color:#78716c">${escapeMarkup(footer)}</p></div></body></html>`;
  return { subject, text, html, images, headers };
}
