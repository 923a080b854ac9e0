import { useState, type FormEvent } from 'react';
import type { NewPostBody } from '@shared/schemas/community';
import { failureDetail } from '@client/lib/failure-message';
import { problemsByField, useFormCheck } from '@client/lib/forms';
import { isDraftReady, readDraft, type PostDraft } from './post-form';

/**
 * The state of a new-post or edit-post form: what is typed, the problems by field, and the failure of
 * the last send. `submit` checks first and sends nothing while the draft is incomplete or wrong.
 */
export function usePostDraft(initial: PostDraft) {
  const [draft, setDraft] = useState<PostDraft>(initial);
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
      () => readDraft(draft),
      ({ body, problems }) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) send(body, (error) => setFailure({ detail: failureDetail(error) }));
      },
    );
  };

  return { draft, errors, failure, ready: isDraftReady(draft), change, submit };
}
