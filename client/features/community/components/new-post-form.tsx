import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormActions } from '@client/components/ui/form-actions';
import { Alert } from '@client/components/ui/alert';
import { ApiError } from '@client/lib/api/api-errors';
import { HoneypotField, honeypotOf } from '@client/components/ui/honeypot-field';
import { paths } from '@client/lib/paths';
import { threadParam } from '@shared/thread-address';
import { useSendToSignIn } from '@client/lib/sign-in-return';
import { messages } from '@shared/messages';
import { useCreatePost } from '../api/create-post';
import { emptyDraft } from '../lib/post-form';
import { usePostDraft } from '../lib/use-post-draft';
import { PostFields } from './post-fields';

interface NewPostFormProps {
  forumId: string;
  id: string;
  onCancel: () => void;
}

/**
 * Title and content are required (the button stays disabled until both have text), tags optional.
 * Success opens the new post; a failure says so and keeps everything typed.
 */
export function NewPostForm({ forumId, id, onCancel }: NewPostFormProps) {
  const { t, i18n } = useLingui();
  // Kept per forum: the form reopens with it after a reload or a way through sign-in.
  const draftKey = `${useLocation().pathname}#new-post`;
  const form = usePostDraft(emptyDraft, draftKey);
  const navigate = useNavigate();
  const create = useCreatePost(forumId);
  const sendToSignIn = useSendToSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const trap = honeypotOf(event.currentTarget);
    form.submit(event, create.isPending, (body, onError) =>
      create.mutate(
        { ...body, ...trap },
        {
          onSuccess: (post) => {
            form.drop();
            void navigate(paths.post.to(threadParam(post.id, post.slug)));
          },
          onError: (error) => {
            // The session ended meanwhile: sign in again and come back to the form, which keeps the draft.
            if (error instanceof ApiError && error.status === 401) sendToSignIn();
            onError(error);
          },
        },
      ),
    );
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={create.isPending || undefined}
      className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-ink-900">
        <Trans id="community.new-post.heading">Start a discussion</Trans>
      </h2>
      <div className="mt-6 flex flex-col gap-5">
        <PostFields
          draft={form.draft}
          errors={form.errors}
          onChange={form.change}
          disabled={create.isPending}
          autoFocus
        />
        <HoneypotField />
        {form.failure && <Alert compact message={i18n._(messages.postCreateFailed)} detail={form.failure.detail} />}
        <FormActions
          submitLabel={t({ id: 'community.new-post.submit', message: 'Create Post' })}
          variant="accent"
          busy={create.isPending}
          submitDisabled={!form.ready}
          onCancel={() => {
            form.drop();
            onCancel();
          }}
        />
      </div>
    </form>
  );
}
