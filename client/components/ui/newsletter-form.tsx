import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { apiPost } from '@client/lib/api/api-client';

interface NewsletterFormProps {
  /** Light forms sit on cream, dark ones on the ink footer. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * E-mail field and Subscribe button, shared by the footer and the home screen. The server answers alike
 * for every address and mails a link to confirm (docs/product.md §13); the form shows what it said. Being
 * in every page's first load, it checks nothing itself: the server's message says what is wrong.
 */
export function NewsletterForm({ tone = 'light', className = '' }: NewsletterFormProps) {
  const { t } = useLingui();
  const inputId = useId();
  // Null before the first press; an empty message while sending.
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const dark = tone === 'dark';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnswer({ ok: true, message: '' });
    apiPost<{ message: string }>('/api/newsletter/subscriptions', {
      email: new FormData(event.currentTarget).get('email'),
    }).then(
      ({ message }) => setAnswer({ ok: true, message }),
      (error: Error) => setAnswer({ ok: false, message: error.message }),
    );
  };

  return (
    <form onSubmit={submit} className={`flex flex-col gap-2 ${className}`} noValidate>
      <label htmlFor={inputId} className={`text-sm font-medium ${dark ? 'text-cream-100' : 'text-ink-900'}`}>
        <Trans id="ui.newsletter.email-label">Email address</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t({ id: 'ui.newsletter.email-placeholder', message: 'you@example.com' })}
          className={
            'h-11 w-full min-w-0 shrink-0 rounded-pill sm:w-auto sm:flex-1 border px-4 text-sm transition focus-visible:outline-offset-1 ' +
            (dark
              ? 'border-cream-50/25 bg-ink-900 text-cream-50 placeholder:text-ink-300'
              : 'border-ink-900/20 bg-white text-ink-900 placeholder:text-ink-500')
          }
        />
        <Button type="submit" variant={dark ? 'primary' : 'accent'} disabled={answer?.message === ''}>
          <Trans id="ui.newsletter.subscribe">Subscribe</Trans>
        </Button>
      </div>
      <p
        role={answer?.ok === false ? 'alert' : 'status'}
        className={`min-h-5 text-sm ${dark ? 'text-ochre-300' : 'text-ink-700'}`}
      >
        {answer?.message}
      </p>
    </form>
  );
}
