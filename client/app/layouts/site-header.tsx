import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { Container } from '@client/components/ui/container';
import { LazyLanguageSwitcher } from '@client/components/language/lazy-language-switcher';
import { SearchBox } from '@client/features/search/components/search-box';
import { SearchToggle } from '@client/features/search/components/search-toggle';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import { CartLink } from './cart-link';
import { LazyNotificationBell } from './member-header-parts';
import { MobileMenu } from './mobile-menu';
import { mainNavItems } from './nav-items';

/**
 * The sticky 80px header of every public screen, one row at every width: the sections from lg, the search box
 * and the welcome from xl, the language from 2xl (below lg it is in the menu; the footer has it at every width). Only the search box and the welcome shrink (the welcome ends in an ellipsis), so
 * the icons and buttons keep their size and the cart stays on screen (e2e/layout.test.ts measures 320 to
 * 1920 px for a visitor, a member and an admin with the longest names).
 */
export function SiteHeader() {
  const { i18n, t } = useLingui();
  return (
    <header className="on-dark sticky top-0 z-40 h-20 border-b border-cream-50/10 bg-ink-900 text-cream-50">
      <Container className="flex h-full items-center justify-between gap-4">
        <BrandLink />
        {/* The sections never shrink or wrap (a squeezed link once broke before its underline and rose out of
            line); the search box and the welcome give way instead. */}
        <nav aria-label={t({ id: 'app.nav.main-label', message: 'Main' })} className="hidden shrink-0 lg:block">
          <ul className="flex items-center gap-1 2xl:gap-2">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `relative block rounded-pill px-3 py-2 text-sm font-medium whitespace-nowrap transition 2xl:px-4 ${
                      isActive
                        ? 'text-ochre-300 after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-pill after:bg-ochre-400 2xl:after:inset-x-4'
                        : 'text-cream-100 hover:text-cream-50 hover:bg-cream-50/10'
                    }`
                  }
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 items-center gap-1 md:gap-2">
          <div className="hidden w-60 min-w-40 xl:block">
            <SearchBox variant="header" />
          </div>
          <SearchToggle />
          <LazyLanguageSwitcher compact className="hidden shrink-0 2xl:flex" />
          <div className="hidden lg:block">
            <AccountActions layout="row" />
          </div>
          <LazyNotificationBell />
          <CartLink />
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
