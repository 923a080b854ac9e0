// One template per message: a message is written once as blocks (a heading, paragraphs, a table of lines,
// a button), and both parts, the HTML and the plain text, are made from those blocks, so they always say
// the same thing. The HTML is one narrow column with inline styles: mail clients ignore style sheets and
// most are read on phones.
import { escapeMarkup } from '@shared/escape-markup';

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'lines'; rows: Array<[label: string, value: string]> }
  | { kind: 'button'; label: string; url: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER = 'Griot: African music, stories and culture.';

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'lines':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeMarkup(block.text)}</p>`;
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
  }
}

export function renderMail({ subject, heading, blocks }: MailContent): RenderedMail {
  const text = [heading, '', ...blocks.map(blockText).flatMap((part) => [part, '']), '--', FOOTER].join('\n');
  const html =
    `<!doctype html><html><body style="margin:0;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#1c1917">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeMarkup(heading)}</h1>` +
    blocks.map(blockHtml).join('') +
    `<p style="margin:32px 0 0;font-size:12px;color:#78716c">${escapeMarkup(FOOTER)}</p></div></body></html>`;
  return { subject, text, html };
}
