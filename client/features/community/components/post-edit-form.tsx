import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormActions } from '@client/components/ui/form-actions';
import { Alert } from '@client/components/ui/alert';
import type { Post } from '@shared/schemas/community';
import { useEditPost } from '../api/edit-post';
import { communityTexts } from '../lib/community-texts';
import { usePostDraft } from '../lib/use-post-draft';
import { PostFields } from './post-fields';

interface PostEditFormProps {
  post: Post;
  onDone: () => void;
}

/** The author's own post, edited in place: the same rules as a new post; Cancel drops the changes. */
export function PostEditForm({ post, onDone }: PostEditFormProps) {
  const { t, i18n } = useLingui();
  const form = usePostDraft({ title: post.title, content: post.content, tags: post.tags.join(', ') });
  const edit = useEditPost(post.id);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, edit.isPending, (body, onError) => edit.mutate(body, { onSuccess: onDone, onError }));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t({ id: 'community.post.edit-label', message: 'Edit post' })}
      aria-busy={edit.isPending || undefined}
      className="mt-6 flex flex-col gap-5"
    >
      <PostFields draft={form.draft} errors={form.errors} onChange={form.change} disabled={edit.isPending} autoFocus />
      {form.failure && <Alert compact message={i18n._(communityTexts.editFailed)} detail={form.failure.detail} />}
      <FormActions
        submitLabel={t({ id: 'community.save', message: 'Save' })}
        busy={edit.isPending}
        submitDisabled={!form.ready}
        onCancel={onDone}
      />
    </form>
  );
}
