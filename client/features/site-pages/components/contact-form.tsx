import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { sitePageTexts } from '@shared/site-pages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { TextField } from '@client/components/ui/text-field';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { useSendContactMessage } from '../api/site-page';

const contactSchema = () => import('@shared/schemas/site-pages').then((schemas) => schemas.ContactBody);

/**
 * The contact form: name, e-mail (a member's filled in) and message, mailed to the site's mailbox. The
 * "Website" field is a honeypot: hidden from people and from assistive technology, filled by simple bots,
 * whose message the server then drops while answering as for anyone (docs/product.md §13).
 */
export function ContactForm({ open }: { open: boolean }) {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState({ name: '', email: user?.email ?? '', message: '', website: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const check = useFormCheck();
  const sending = useSendContactMessage();

  if (!open) return <Alert className="mt-10" message={i18n._(sitePageTexts.contactOff)} />;
  if (sending.isSuccess)
    return (
      <StatusMessage className="mt-10">
        <p className="font-medium">{sending.data.message}</p>
      </StatusMessage>
    );

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.isPending) return;
    sending.reset();
    const body = { ...fields, ...(fields.website ? {} : { website: undefined }) };
    check(
      form,
      () => problemsOf(contactSchema, body),
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) sending.mutate(body);
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      className="mt-10 flex flex-col gap-5 rounded-card border border-ink-900/10 bg-cream-50 p-6 shadow-card sm:p-8"
    >
      <h2 id="contact-form-title" className="text-title font-semibold text-ink-900">
        <Trans id="site-pages.contact.title">Send us a message</Trans>
      </h2>
      {sending.isError && <Alert compact message={failureMessage(sending.error)} />}
      <TextField
        label={t({ id: 'site-pages.contact.name', message: 'Your name' })}
        autoComplete="name"
        value={fields.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t({ id: 'site-pages.contact.email', message: 'Your e-mail' })}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        error={errors.email}
        hint={t({ id: 'site-pages.contact.email-hint', message: 'We answer to this address.' })}
      />
      <TextAreaField
        label={t({ id: 'site-pages.contact.message', message: 'Message' })}
        rows={7}
        value={fields.message}
        onChange={set('message')}
        error={errors.message}
      />
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          <Trans id="site-pages.contact.website">Website</Trans>
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={set('website')}
          />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={sending.isPending} className="self-start">
        {sending.isPending
          ? t({ id: 'site-pages.contact.sending', message: 'Sending…' })
          : t({ id: 'site-pages.contact.send', message: 'Send Message' })}
      </Button>
    </form>
  );
}
