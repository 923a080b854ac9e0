import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '@shared/site-pages';
import type { AdminSitePage } from '@shared/schemas/site-pages';
import { Alert } from '@client/components/ui/alert';
import { serverFieldError, useFocusRefusedField } from '@client/lib/server-field-error';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { useAdminSitePage } from '../api/get-admin-site-page';
import { useSaveSitePage } from '../api/save-site-page';
import { AdminPage } from '@client/components/admin/admin-page';
import { MarkdownEditor } from '../components/markdown-editor';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatDate } from '@shared/locale-format/format';

const LABELS: Record<SitePageSlug, MessageDescriptor> = {
  about: msg({ id: 'admin.pages.about', message: 'About Us' }),
  contact: msg({ id: 'admin.pages.contact', message: 'Contact' }),
  privacy: msg({ id: 'admin.pages.privacy', message: 'Privacy Policy' }),
  terms: msg({ id: 'admin.pages.terms', message: 'Terms of Service' }),
};

const isSlug = (value: string | null): value is SitePageSlug => SITE_PAGE_SLUGS.some((slug) => slug === value);

/** The pages behind the footer, one at a time (?page=privacy), edited in Markdown beside their preview. */
export function AdminPagesPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('page');
  const slug: SitePageSlug = isSlug(asked) ? asked : 'about';
  const page = useAdminSitePage(slug);
  return (
    <AdminPage
      title={t({ id: 'admin.pages.title', message: 'Pages' })}
      intro={t({
        id: 'admin.pages.intro',
        message: 'The pages behind the footer. Write in Markdown; visitors see the preview.',
      })}
    >
      <nav aria-label={t({ id: 'admin.pages.title', message: 'Pages' })} className="flex flex-wrap gap-2">
        {SITE_PAGE_SLUGS.map((each) => (
          <button
            key={each}
            type="button"
            aria-current={each === slug ? 'page' : undefined}
            onClick={() => setParams({ page: each }, { replace: true })}
            className={`rounded-pill px-4 py-2 text-sm font-semibold transition ${
              each === slug
                ? 'bg-ink-900 text-cream-50'
                : 'bg-cream-50 text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-200'
            }`}
          >
            {i18n._(LABELS[each])}
          </button>
        ))}
      </nav>
      <div className="mt-6">
        {page.isPending ? (
          <Spinner />
        ) : page.isError ? (
          <LoadFailure
            message={t({ id: 'admin.pages.load-failed', message: 'This page could not be loaded. Please try again.' })}
            query={page}
          />
        ) : (
          // A new editor per page, starting from what the server has.
          <PageEditor key={slug} page={page.data} />
        )}
      </div>
    </AdminPage>
  );
}

const pageSchema = () => import('@shared/schemas/site-pages').then((schemas) => schemas.SitePageBody);

function PageEditor({ page }: { page: AdminSitePage }) {
  const { t } = useLingui();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saved, setSaved] = useState(false);
  const check = useFormCheck();
  const saving = useSaveSitePage(page.slug);
  const form = useRef<HTMLFormElement>(null);
  const refused = serverFieldError(saving.error, (path) => (path === 'title' || path === 'body' ? path : undefined));
  useFocusRefusedField(refused, form);
  const shown = refused ? { ...errors, [refused.key]: errors[refused.key] ?? refused.message } : errors;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving.isPending) return;
    check(
      form,
      () => problemsOf(pageSchema, { title, body }),
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) saving.mutate({ title, body }, { onSuccess: () => setSaved(true) });
      },
    );
  };

  const savedAt = page.isDefault ? '' : formatDate(page.updatedAt!, pageLocale(), 'moment');
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6"
    >
      <p className="text-sm text-ink-500">
        {page.isDefault
          ? t({ id: 'admin.pages.default-text', message: 'Griot’s own text: save it to make it yours.' })
          : t({ id: 'admin.pages.saved-at', message: `Saved ${savedAt}.` })}{' '}
        <Link to={`/${page.slug}`} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
          <Trans id="admin.pages.view">View the page</Trans>
        </Link>
      </p>
      {saved && (
        <StatusMessage>
          <Trans id="admin.pages.saved">The page is saved.</Trans>
        </StatusMessage>
      )}
      {saving.isError && !refused && <Alert compact message={failureMessage(saving.error)} />}
      <TextField
        label={t({ id: 'admin.pages.page-title', message: 'Title' })}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={shown.title}
      />
      <MarkdownEditor
        label={t({ id: 'admin.newsletter.text', message: 'Text' })}
        value={body}
        onChange={setBody}
        error={shown.body}
      />
      <Button type="submit" size="lg" disabled={saving.isPending} className="self-start">
        {saving.isPending ? <Trans id="admin.saving">Saving…</Trans> : <Trans id="admin.pages.save">Save Page</Trans>}
      </Button>
    </form>
  );
}
