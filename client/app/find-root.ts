import { messages } from '@shared/messages';

/** The element the app renders into; without it the page cannot work, so say so at once. */
export function findRoot(doc: Pick<Document, 'getElementById'>): HTMLElement {
  const container = doc.getElementById('root');
  if (!container) throw new Error(messages.rootMissing);
  return container;
}
