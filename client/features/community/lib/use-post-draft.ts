import { useState, type FormEvent } from 'react';
import type { NewPostBody } from '@shared/schemas/community';
import { failureDetail } from '@client/lib/failure-message';
import { problemsByField, useFormCheck } from '@client/lib/forms';
import { useKeptDraft } from '@client/lib/kept-draft';
import { isDraftReady, readDraft, type PostDraft } from './post-form';

const isEmpty = (draft: PostDraft) => !draft.title.trim() && !draft.content.trim() && !draft.tags.trim();

/**
 * The state of a new-post or edit-post form: what is typed, the problems by field, and the failure of
 * the last send. `submit` checks first and sends nothing while the draft is incomplete or wrong.
 * With `keepAs`, what is typed is kept for this tab until `drop` (sent or cancelled): a reload, or a
 * visitor's way through sign-in, finds it again.
 */
export function usePostDraft(initial: PostDraft, keepAs: string | null = null) {
  const [draft, setDraft, drop] = useKeptDraft<PostDraft>(keepAs, initial, isEmpty);
  const [errors, setErrors] = useState<ReturnType<typeof problemsByField>>({});
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const check = useFormCheck();

  const change = (next: Partial<PostDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of Object.keys(next) as Array<keyof PostDraft>) delete rest[field];
      return rest;
    });
  };

  const submit = (
    event: FormEvent<HTMLFormElement>,
    busy: boolean,
    send: (body: NewPostBody, onError: (error: unknown) => void) => void,
  ) => {
    event.preventDefault();
    if (!isDraftReady(draft) || busy) return;
    setFailure(null);
    check(
      event.currentTarget,
      () => readDraft(draft),
      ({ body, problems }) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) send(body, (error) => setFailure({ detail: failureDetail(error) }));
      },
    );
  };

  return { draft, errors, failure, ready: isDraftReady(draft), change, submit, drop };
}
