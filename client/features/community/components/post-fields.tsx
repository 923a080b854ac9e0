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
  return (
    <>
      <TextField
        label="Title"
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
        label="Content"
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
        label="Tags"
        name="tags"
        hint={`Optional. Comma-separated, up to ${TAGS_MAX}, e.g. afrobeat, lagos, live`}
        value={draft.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
        error={errors.tags}
        disabled={disabled}
      />
    </>
  );
}
