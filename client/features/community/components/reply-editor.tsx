import { useState, type FormEvent } from 'react';
import { FormActions } from '@client/components/ui/form-actions';
import { FormFailure } from '@client/components/ui/form-failure';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { validateContent, CONTENT_MAX } from '@shared/validation/community-input';
import { failureDetail } from '../lib/post-form';

interface ReplyEditorProps {
  /** 'Your reply' for a new one, 'Edit your reply' for a change. */
  label: string;
  submitLabel: string;
  initial?: string;
  /** The exact failure text. */
  failure: string;
  /** Sends the trimmed text; a rejection keeps the text and shows the failure. */
  onSubmit: (content: string) => Promise<unknown>;
  /** After a successful send. */
  onDone?: () => void;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A reply's text box: the button stays disabled while there is nothing but spaces; the text is trimmed. */
export function ReplyEditor({ label, submitLabel, initial = '', failure, onSubmit, onDone, onCancel, autoFocus = Boolean(onCancel) }: ReplyEditorProps) {
  const [content, setContent] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [failed, setFailed] = useState<{ detail: string | null } | null>(null);
  const ready = content.trim().length > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    setFailed(null);
    const rule = validateContent(content)[0];
    setProblem(rule?.message);
    if (rule) return;
    setBusy(true);
    try {
      await onSubmit(content.trim());
      setBusy(false);
      setContent('');
      onDone?.();
    } catch (error) {
      setBusy(false);
      setFailed({ detail: failureDetail(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined} className="mt-3 flex flex-col gap-4">
      <TextAreaField
        label={label}
        name="content"
        rows={onCancel ? 4 : 5}
        required
        maxLength={CONTENT_MAX}
        autoFocus={autoFocus}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setProblem(undefined);
        }}
        error={problem}
        disabled={busy}
      />
      {failed && <FormFailure message={failure} detail={failed.detail} />}
      <FormActions submitLabel={submitLabel} busy={busy} submitDisabled={!ready} onCancel={onCancel} />
    </form>
  );
}
