import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useAuth } from '@client/lib/auth/auth-context';
import { Button } from '@client/components/ui/button';
import { ADMIN_SECTIONS, MAIN_ID, paths, type AdminSection } from '@client/lib/paths';
import { BrandLink } from './brand-link';

const SECTION_LABELS: Record<AdminSection, MessageDescriptor> = {
  products: msg({ id: 'app.admin-nav.products', message: 'Products' }),
  events: msg({ id: 'app.admin-nav.events', message: 'Events' }),
  artists: msg({ id: 'app.admin-nav.artists', message: 'Artists' }),
  stories: msg({ id: 'app.admin-nav.stories', message: 'Stories' }),
};

const LINKS = [
  { label: msg({ id: 'app.admin-nav.dashboard', message: 'Dashboard' }), to: paths.adminDashboard.to() },
  ...ADMIN_SECTIONS.map((section) => ({ label: SECTION_LABELS[section], to: paths.adminSection.to(section) })),
  { label: msg({ id: 'app.admin-nav.orders', message: 'Orders' }), to: paths.adminOrders.to() },
  { label: msg({ id: 'app.admin-nav.shop-settings', message: 'Shop settings' }), to: paths.adminShop.to() },
  { label: msg({ id: 'app.admin-nav.mail', message: 'Mail' }), to: paths.adminMail.to() },
  { label: msg({ id: 'app.admin-nav.newsletter', message: 'Newsletter' }), to: paths.adminNewsletter.to() },
  { label: msg({ id: 'app.admin-nav.pages', message: 'Pages' }), to: paths.adminPages.to() },
  { label: msg({ id: 'app.admin-nav.reports', message: 'Reports' }), to: paths.adminReports.to() },
  { label: msg({ id: 'app.admin-nav.members', message: 'Members' }), to: paths.adminMembers.to() },
];

/**
 * The signed-in admin's frame: a sidebar with the sections and Logout, the screen beside it. On a phone,
 * a bar on top: the brand and Logout, then the sections in one row that scrolls sideways, so the screen
 * starts high up instead of under three rows of links.
 */
export function AdminShell() {
  const { user, logout } = useAuth();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();

  const signOut = async () => {
    await logout();
    await navigate(paths.adminLogin.to());
  };

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <aside className="on-dark flex shrink-0 flex-col gap-3 bg-ink-900 px-4 py-3 text-cream-50 md:sticky md:top-0 md:h-dvh md:w-64 md:gap-8 md:px-5 md:py-8">
        <div className="flex items-center justify-between gap-3">
          <BrandLink />
          <span className="rounded-pill bg-cream-50/10 px-2.5 py-1 text-xs font-semibold tracking-wider uppercase max-md:mr-auto">
            <Trans id="app.admin-shell.badge">Admin</Trans>
          </span>
          <Button variant="outline-light" size="sm" className="md:hidden" onClick={() => void signOut()}>
            <Trans id="app.admin-shell.logout">Logout</Trans>
          </Button>
        </div>
        <nav aria-label={t({ id: 'app.admin-shell.nav-label', message: 'Admin' })} className="-mx-4 md:mx-0 md:flex-1">
          <ul className="flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] md:flex-col md:overflow-visible md:px-0">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  ref={(element) => {
                    // The current section in view in the phone's scrolling row.
                    if (element?.getAttribute('aria-current') === 'page')
                      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                  }}
                  className={({ isActive }) =>
                    `block rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition md:py-2.5 ${
                      isActive ? 'bg-ochre-400 text-ink-900' : 'text-cream-100 hover:bg-cream-50/10'
                    }`
                  }
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden gap-3 border-t border-cream-50/10 pt-4 md:flex md:flex-col md:items-stretch">
          <p className="truncate text-xs text-ink-200" title={user?.email}>
            {user?.email}
          </p>
          <Button variant="outline-light" size="sm" onClick={() => void signOut()}>
            <Trans id="app.admin-shell.logout">Logout</Trans>
          </Button>
        </div>
      </aside>
      <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus-visible:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
