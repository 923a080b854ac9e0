import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { HoneypotField, honeypotOf } from '@client/components/ui/honeypot-field';
import { FormActions } from '@client/components/ui/form-actions';
import { failureDetail } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { CONTENT_MAX } from '@shared/schemas/community-limits';
import { MentionTextArea } from './mention-text-area';

const replySchema = () => import('@shared/schemas/community').then((schemas) => schemas.ReplyBody);

interface ReplyEditorProps {
  /** 'Your reply' for a new one, 'Edit your reply' for a change. */
  label: string;
  submitLabel: string;
  initial?: string;
  /** The exact failure text. */
  failure: string;
  /** Sends the trimmed text (and the honeypot, when a bot filled it); a rejection keeps the text and shows the failure. */
  onSubmit: (content: string, trap: ReturnType<typeof honeypotOf>) => Promise<unknown>;
  /** After a successful send. */
  onDone?: () => void;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A reply's text box: the button stays disabled while there is nothing but spaces; the text is trimmed. */
export function ReplyEditor({
  label,
  submitLabel,
  initial = '',
  failure,
  onSubmit,
  onDone,
  onCancel,
  autoFocus = Boolean(onCancel),
}: ReplyEditorProps) {
  const [content, setContent] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const check = useFormCheck();
  const send = useMutation({
    mutationFn: ({ text, trap }: { text: string; trap: ReturnType<typeof honeypotOf> }) => onSubmit(text, trap),
  });
  const busy = send.isPending;
  const ready = content.trim().length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    send.reset();
    const trimmed = content.trim();
    const trap = honeypotOf(event.currentTarget);
    check(
      () => problemsOf(replySchema, { content: trimmed }),
      (problems) => {
        const message = problemsByField(problems).content;
        setProblem(message);
        if (message) return;
        send.mutate(
          { text: trimmed, trap },
          {
            onSuccess: () => {
              setContent('');
              onDone?.();
            },
          },
        );
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="mt-3 flex flex-col gap-4">
      <MentionTextArea
        label={label}
        name="content"
        rows={onCancel ? 4 : 5}
        required
        maxLength={CONTENT_MAX}
        autoFocus={autoFocus}
        value={content}
        onValueChange={(text) => {
          setContent(text);
          setProblem(undefined);
        }}
        error={problem}
        disabled={busy}
      />
      <HoneypotField />
      {send.isError && <Alert compact message={failure} detail={failureDetail(send.error)} />}
      <FormActions submitLabel={submitLabel} busy={busy} submitDisabled={!ready} onCancel={onCancel} />
    </form>
  );
}
