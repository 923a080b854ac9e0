import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { CloseIcon, MenuIcon } from '@client/components/ui/icons';
import { LanguageSwitcher } from '@client/components/language/language-switcher';
import { usePanelToggle } from '@client/lib/use-panel-toggle';
import { AccountActions } from './account-actions';
import { mainNavItems } from './nav-items';

const PANEL_ID = 'mobile-menu';

/**
 * The menu below the lg breakpoint: any navigation, Escape and the backdrop close it, and focus returns to
 * the toggle (client/lib/use-panel-toggle.ts).
 */
export function MobileMenu() {
  const { open, toggleRef, close, toggle } = usePanelToggle();
  const { i18n, t } = useLingui();

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label={
          open
            ? t({ id: 'app.mobile-menu.close', message: 'Close menu' })
            : t({ id: 'app.mobile-menu.open', message: 'Open menu' })
        }
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-pill text-cream-50 transition hover:bg-cream-50/10"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>

      {open && <div aria-hidden="true" onClick={close} className="fixed inset-x-0 top-20 bottom-0 bg-ink-950/50" />}

      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-cream-50/10 bg-ink-900 shadow-lift"
      >
        <nav aria-label={t({ id: 'app.nav.main-label', message: 'Main' })} className="px-4 pt-4 pb-6 sm:px-6">
          <ul className="flex flex-col">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className={({ isActive }) =>
                    `flex items-center justify-between rounded-xl px-3 py-3.5 font-display text-2xl transition hover:bg-cream-50/5 ${
                      isActive ? 'text-ochre-300' : 'text-cream-50'
                    }`
                  }
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div aria-hidden="true" className="kente-band my-5 h-1.5 rounded-pill" />
          <AccountActions layout="stack" onNavigate={close} />
          <LanguageSwitcher className="mt-6 px-3" />
        </nav>
      </div>
    </div>
  );
}
