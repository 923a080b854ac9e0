// Text written into HTML, SVG or XML markup (page heads, preview cards, artwork, the sitemap): the five
// characters that could end an attribute or open a tag, escaped in a form all three read.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
