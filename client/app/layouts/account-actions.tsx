import { Trans, useLingui } from '@lingui/react/macro';
import { emailLocalPart } from '@shared/schemas/auth-limits';
import type { SessionUser } from '@shared/schemas/auth';
import { useAuth } from '@client/lib/auth/auth-context';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Link } from 'react-router';
import { joinPath, signInPath } from '@client/lib/paths';
import { useHere } from '@client/lib/sign-in-return';
import { LazyAccountMenu } from './member-header-parts';
import { accountNavItems, buyerNavItems, type NavItem } from './nav-items';

/** The phone menu's links to a buyer's or member's own screens. */
function MenuLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            onClick={onNavigate}
            className="block rounded-xl px-3 py-3 text-base font-semibold text-cream-50 transition hover:bg-cream-50/5"
          >
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The name the welcome uses: the display name the member chose, else their address's part before the @. */
function greetingName(user: SessionUser): string {
  return user.displayName ?? emailLocalPart(user.email);
}

interface AccountActionsProps {
  /** Stacked full-width buttons for the mobile menu; a row for the header. */
  layout: 'row' | 'stack';
  onNavigate?: () => void;
}

/**
 * Signed out: Sign In and Join Community (and, in the phone menu, a guest's My orders and My tickets). Signed
 * in: a welcome and the account menu; the phone menu lists its links and Sign Out.
 */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { user, logout } = useAuth();
  const { t } = useLingui();
  // Signing in or joining from the header comes back to the screen it was opened on.
  const here = useHere();
  const stacked = layout === 'stack';
  // In the header's row a longer language's label wraps onto a second line rather than run over the cart.
  const width = stacked ? 'w-full' : 'whitespace-normal! text-center leading-tight';
  const frame = stacked ? 'flex flex-col gap-3' : 'flex items-center gap-2';

  if (user) {
    const name = greetingName(user);
    // Below the xl breakpoint the header has no room for the welcome beside the five sections; the menu and wider
    // screens show it, cut short with an ellipsis where the row runs out of room (the title holds it whole). In
    // the row it asks for no room of its own (inline-size containment), up to 16rem, set against the menu, so
    // the row's other parts keep theirs and the header's actions can never be squeezed under the cart.
    const welcome = (
      <p
        title={t({ id: 'app.header.welcome-title', message: `Welcome, ${name}` })}
        className={`truncate text-sm text-cream-100 ${stacked ? 'px-3 pb-1' : 'me-1 hidden w-64 min-w-0 text-end contain-inline-size xl:block'}`}
      >
        <Trans id="app.header.welcome">
          Welcome, <span className="font-semibold text-ochre-300">{name}</span>
        </Trans>
      </p>
    );
    if (!stacked) {
      return (
        <div className={frame}>
          {welcome}
          <div className="shrink-0">
            <LazyAccountMenu />
          </div>
        </div>
      );
    }
    return (
      <div className={frame}>
        {welcome}
        <MenuLinks items={accountNavItems} onNavigate={onNavigate} />
        <Button
          variant="primary"
          className="w-full"
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          <Trans id="app.sign-out">Sign Out</Trans>
        </Button>
      </div>
    );
  }

  return (
    <div className={frame}>
      {stacked && <MenuLinks items={buyerNavItems} onNavigate={onNavigate} />}
      <ButtonLink
        to={signInPath(here)}
        onClick={onNavigate}
        variant={stacked ? 'outline-light' : 'ghost'}
        className={width}
      >
        <Trans id="app.sign-in">Sign In</Trans>
      </ButtonLink>
      <ButtonLink to={joinPath(here)} onClick={onNavigate} variant="primary" className={width}>
        <Trans id="app.join-community">Join Community</Trans>
      </ButtonLink>
    </div>
  );
}
