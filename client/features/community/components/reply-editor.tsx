import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { HoneypotField, honeypotOf } from '@client/components/ui/honeypot-field';
import { FormActions } from '@client/components/ui/form-actions';
import { NetworkError } from '@client/lib/api/api-errors';
import { isOnline, reportOffline, useIsOnline } from '@client/lib/api/connection-status';
import { failureDetail } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { useKeptDraft } from '@client/lib/kept-draft';
import { messages } from '@shared/messages';
import { CONTENT_MAX } from '@shared/schemas/community-limits';
import { withQuote } from '../lib/quote';
import { useQuoteRequests } from '../lib/quote-requests';
import { MentionTextArea } from './mention-text-area';

const isBlank = (text: string) => text.trim() === '';

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
  /** Keeps what is typed under this key until it is sent (client/lib/kept-draft.ts). */
  draftKey?: string;
  /**
   * A visitor's editor: the button takes them to sign in (the text is kept under `draftKey`) instead of
   * sending, and works with an empty box too.
   */
  signInFirst?: () => void;
  /** The thread's reply box: the Quote buttons above put their quotes here (lib/quote-requests.ts). */
  acceptsQuotes?: boolean;
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
  draftKey,
  signInFirst,
  acceptsQuotes = false,
}: ReplyEditorProps) {
  const { i18n } = useLingui();
  const [content, setContent, dropDraft] = useKeptDraft(draftKey ?? null, initial, isBlank);
  const [problem, setProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  useQuoteRequests(
    acceptsQuotes
      ? (quote) => {
          setContent((current) => withQuote(current, quote));
          setProblem(undefined);
          // Once the quote is in, the reader continues typing below it.
          requestAnimationFrame(() => {
            const box = formRef.current?.querySelector('textarea');
            if (!box) return;
            box.focus();
            box.setSelectionRange(box.value.length, box.value.length);
            box.scrollIntoView({ block: 'center' });
          });
        }
      : null,
  );
  const check = useFormCheck();
  const send = useMutation({
    mutationFn: ({ text, trap }: { text: string; trap: ReturnType<typeof honeypotOf> }) => onSubmit(text, trap),
  });
  const busy = send.isPending;
  const ready = content.trim().length > 0;
  // Offline, Send says so and keeps the text: nothing is queued to go out later unseen.
  const online = useIsOnline();
  const [triedOffline, setTriedOffline] = useState(false);
  // A send that found the connection gone on its way out says the same.
  const offlineRefusal = (triedOffline || send.error instanceof NetworkError) && !online;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (signInFirst) {
      signInFirst();
      return;
    }
    if (!ready || busy) return;
    send.reset();
    // The browser's own flag counts too: its 'offline' event may not have reached the store yet.
    if (!navigator.onLine) reportOffline();
    if (!isOnline()) {
      setTriedOffline(true);
      return;
    }
    setTriedOffline(false);
    const trimmed = content.trim();
    const trap = honeypotOf(event.currentTarget);
    check(
      formElement,
      () => problemsOf(replySchema, { content: trimmed }),
      (problems) => {
        const message = problemsByField(problems).content;
        setProblem(message);
        if (message) return;
        send.mutate(
          { text: trimmed, trap },
          {
            onSuccess: () => {
              dropDraft();
              onDone?.();
            },
          },
        );
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} className="mt-3 flex flex-col gap-4">
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
      {offlineRefusal && <Alert compact message={i18n._(messages.offlineCannotSend)} />}
      {send.isError && !offlineRefusal && <Alert compact message={failure} detail={failureDetail(send.error)} />}
      <FormActions submitLabel={submitLabel} busy={busy} submitDisabled={!ready && !signInFirst} onCancel={onCancel} />
    </form>
  );
}
