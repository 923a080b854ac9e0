import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '@client/components/ui/icons';
import { AccountActions } from './account-actions';
import { mainNavItems } from './nav-items';

const PANEL_ID = 'mobile-menu';

/**
 * The menu below the md breakpoint. It remembers the path it was opened on, so any navigation closes
 * it without an effect; Escape and the backdrop close it too, and focus returns to the toggle.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Focus goes back to the toggle (a link that navigates then moves it on to the new screen's heading).
  const close = () => {
    setOpenOn(null);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
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
        <nav aria-label="Main" className="px-4 pt-4 pb-6 sm:px-6">
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
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div aria-hidden="true" className="kente-band my-5 h-1.5 rounded-pill" />
          <AccountActions layout="stack" onNavigate={close} />
        </nav>
      </div>
    </div>
  );
}
