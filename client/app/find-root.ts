/** The element the app renders into; without it the page cannot work, so say so at once (to its developers:
 * no text of the app can show without it). */
export function findRoot(doc: Pick<Document, 'getElementById'>): HTMLElement {
  const container = doc.getElementById('root');
  if (!container) throw new Error('Griot cannot start: the page has no element with id "root" to render into.');
  return container;
}
