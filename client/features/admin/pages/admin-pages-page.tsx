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

const LABELS: Record<SitePageSlug, string> = {
  about: 'About Us',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

const isSlug = (value: string | null): value is SitePageSlug => SITE_PAGE_SLUGS.some((slug) => slug === value);

/** The pages behind the footer, one at a time (?page=privacy), edited in Markdown beside their preview. */
export function AdminPagesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('page');
  const slug = isSlug(asked) ? asked : 'about';
  const page = useAdminSitePage(slug);
  return (
    <AdminPage title="Pages" intro="The pages behind the footer. Write in Markdown; visitors see the preview.">
      <nav aria-label="Pages" className="flex flex-wrap gap-2">
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
            {LABELS[each]}
          </button>
        ))}
      </nav>
      <div className="mt-6">
        {page.isPending ? (
          <Spinner />
        ) : page.isError ? (
          <LoadFailure message="This page could not be loaded. Please try again." query={page} />
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

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6"
    >
      <p className="text-sm text-ink-500">
        {page.isDefault
          ? 'Griot’s own text: save it to make it yours.'
          : `Saved ${new Date(page.updatedAt!).toLocaleString()}.`}{' '}
        <Link to={`/${page.slug}`} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
          View the page
        </Link>
      </p>
      {saved && <StatusMessage>The page is saved.</StatusMessage>}
      {saving.isError && !refused && <Alert compact message={failureMessage(saving.error)} />}
      <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} error={shown.title} />
      <MarkdownEditor label="Text" value={body} onChange={setBody} error={shown.body} />
      <Button type="submit" size="lg" disabled={saving.isPending} className="self-start">
        {saving.isPending ? 'Saving…' : 'Save Page'}
      </Button>
    </form>
  );
}
