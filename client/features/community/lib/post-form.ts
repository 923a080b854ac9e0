// The new-post and edit-post form's rules on top of the shared ones (spec §5): both title and content
// must have something besides spaces before the form can be sent, and what is sent is trimmed.
import type { NewPostBody } from '@shared/schemas/community';
import { validatePost, type CommunityProblem } from '@shared/validation/community-input';
import { ApiError } from '@client/api/api-errors';

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

/** The body to send, or the problems to show beside the fields (nothing is sent while there are any). */
export function readDraft(draft: PostDraft): { body: NewPostBody; problems: CommunityProblem[] } {
  return {
    body: { title: draft.title.trim(), content: draft.content.trim(), tags: draft.tags },
    problems: validatePost(draft),
  };
}

/** The field each problem belongs to, first problem per field. */
export function problemsByField(problems: readonly CommunityProblem[]): Partial<Record<CommunityProblem['field'], string>> {
  const byField: Partial<Record<CommunityProblem['field'], string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

/**
 * What the server said beside the spec's failure text, when it is worth reading: why the input was
 * refused (400) or that the member is posting too fast (429). Other failures say nothing more.
 */
export function failureDetail(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 409 || error.status === 429) ? error.message : null;
}
