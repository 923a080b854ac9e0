import { useId, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';

interface NewsletterFormProps {
  /** Light forms sit on cream, dark ones on the ink footer. */
  tone?: 'light' | 'dark';
  className?: string;
}

function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  // The newsletter form has no submit behaviour yet (docs/product.md §2): stay on the page, send nothing.
  event.preventDefault();
}

/** E-mail field and Subscribe button, shared by the footer and the home screen. */
export function NewsletterForm({ tone = 'light', className = '' }: NewsletterFormProps) {
  const inputId = useId();
  const dark = tone === 'dark';
  return (
    <form onSubmit={ignoreSubmit} className={`flex flex-col gap-2 ${className}`} noValidate>
      <label htmlFor={inputId} className={`text-sm font-medium ${dark ? 'text-cream-100' : 'text-ink-900'}`}>
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={
            'h-11 w-full min-w-0 shrink-0 rounded-pill sm:w-auto sm:flex-1 border px-4 text-sm transition focus-visible:outline-offset-1 ' +
            (dark
              ? 'border-cream-50/25 bg-ink-900 text-cream-50 placeholder:text-ink-300'
              : 'border-ink-900/20 bg-white text-ink-900 placeholder:text-ink-500')
          }
        />
        <Button type="submit" variant={dark ? 'primary' : 'accent'}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}
