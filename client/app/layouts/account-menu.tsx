import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@client/components/ui/button-styles';
import { useAuth } from '@client/lib/auth/auth-context';
import { AccountMenuFace } from './account-menu-face';
import { accountNavItems } from './nav-items';

const ITEM = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-ink-900 hover:bg-cream-100 focus:bg-cream-100';

/**
 * The signed-in member's menu in the header (a menu button, as WAI-ARIA's pattern has it): opening it puts
 * focus on its first item, the arrow keys, Home and End move between items, Escape closes it and gives focus
 * back to the button; Tab, a click outside or any navigation closes it.
 */
export function AccountMenu() {
  const { logout } = useAuth();
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (focusButton: boolean) => {
    setOpenOn(null);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpenOn(pathname))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpenOn(pathname);
          }
        }}
        className={buttonClasses('outline-light', 'sm')}
      >
        <AccountMenuFace />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t({ id: 'app.account-menu.label', message: 'Account' })}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-card bg-white p-2 shadow-lift ring-1 ring-ink-900/10"
        >
          {accountNavItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className={ITEM}
              onClick={() => setOpenOn(null)}
            >
              {i18n._(item.label)}
            </Link>
          ))}
          <div role="separator" className="my-1 border-t border-ink-900/10" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={ITEM}
            onClick={() => {
              setOpenOn(null);
              void logout();
            }}
          >
            <Trans id="app.sign-out">Sign Out</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
