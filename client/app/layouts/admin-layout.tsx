import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Container } from '@client/components/ui/container';
import { paths } from '@client/lib/paths';
import { BrandLink } from './brand-link';
import { MAIN_ID, SkipLink } from './skip-link';

/** The admin area's own frame: no public header or footer (spec §2). The sidebar comes with the admin issue. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-cream-200">
      <SkipLink />
      <header className="on-dark h-16 bg-ink-900 text-cream-50">
        <Container className="flex h-full items-center justify-between">
          <div className="flex items-center gap-3">
            <BrandLink />
            <span className="rounded-pill bg-cream-50/10 px-2.5 py-1 text-xs font-semibold tracking-wider uppercase">Admin</span>
          </div>
          <Link to={paths.home.to()} className="text-sm text-ink-200 transition hover:text-ochre-300">
            Back to site
          </Link>
        </Container>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus-visible:outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
