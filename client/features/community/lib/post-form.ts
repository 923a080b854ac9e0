// The new-post and edit-post form (docs/product.md §5): it can be sent once title and content have something
// besides spaces; what is sent is trimmed and checked against the body's schema, as the server checks it.
import type { NewPostBody } from '@shared/schemas/community';
import { problemsOf, type Problem } from '@client/lib/forms';

export interface PostDraft {
  title: string;
  content: string;
  tags: string;
}

export const emptyDraft: PostDraft = { title: '', content: '', tags: '' };

/** The submit button is enabled only when title and content are non-empty after trimming. */
export function isDraftReady(draft: Pick<PostDraft, 'title' | 'content'>): boolean {
  return draft.title.trim().length > 0 && draft.content.trim().length > 0;
}

/** The body to send, and the problems to show beside the fields (nothing is sent while there are any). */
export async function readDraft(draft: PostDraft): Promise<{ body: NewPostBody; problems: Problem[] }> {
  const body = { title: draft.title.trim(), content: draft.content.trim(), tags: draft.tags };
  return {
    body,
    problems: await problemsOf(() => import('@shared/schemas/community').then((schemas) => schemas.NewPostBody), body),
  };
}
