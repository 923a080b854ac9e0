import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@client/components/ui/button-styles';

/** What the account menu's button shows: its word and chevron (the screen reader hears "Account menu"). */
export function AccountMenuFace() {
  return (
    <>
      <Trans id="app.account-menu.button">
        Account<span className="sr-only"> menu</span>
      </Trans>
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
        <path d="M6 9l6 6 6-6" />
      </svg>
    </>
  );
}

/** The button's look while its code loads: same size, so the header does not move, and not yet a control. */
export function AccountMenuPlaceholder() {
  return (
    <span aria-hidden className={`${buttonClasses('outline-light', 'sm')} opacity-70`}>
      <AccountMenuFace />
    </span>
  );
}
