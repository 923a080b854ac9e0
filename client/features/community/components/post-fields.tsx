import { useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';
import { CONTENT_MAX, TAGS_MAX, TITLE_MAX } from '@shared/schemas/community-limits';
import type { PostDraft } from '../lib/post-form';
import { MentionTextArea } from './mention-text-area';

interface PostFieldsProps {
  draft: PostDraft;
  errors: Partial<Record<'title' | 'content' | 'tags', string>>;
  onChange: (change: Partial<PostDraft>) => void;
  disabled: boolean;
  /** Focus the title when the form opens. */
  autoFocus?: boolean;
}

/** Title, Content and Tags of a post, shared by the new-post and edit-post forms. */
export function PostFields({ draft, errors, onChange, disabled, autoFocus = false }: PostFieldsProps) {
  const { t } = useLingui();
  const max = TAGS_MAX;
  return (
    <>
      <TextField
        label={t({ id: 'community.post-fields.title', message: 'Title' })}
        name="title"
        required
        maxLength={TITLE_MAX}
        autoFocus={autoFocus}
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={errors.title}
        disabled={disabled}
      />
      <MentionTextArea
        label={t({ id: 'community.post-fields.content', message: 'Content' })}
        name="content"
        required
        rows={8}
        maxLength={CONTENT_MAX}
        value={draft.content}
        onValueChange={(content) => onChange({ content })}
        error={errors.content}
        disabled={disabled}
      />
      <TextField
        label={t({ id: 'community.post-fields.tags', message: 'Tags' })}
        name="tags"
        hint={t({
          id: 'community.post-fields.tags-hint',
          message: `Optional. Comma-separated, up to ${max}, e.g. afrobeat, lagos, live`,
        })}
        value={draft.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
        error={errors.tags}
        disabled={disabled}
      />
    </>
  );
}
