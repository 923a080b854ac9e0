import { emailLocalPart } from '@shared/schemas/auth-limits';
import type { SessionUser } from '@shared/schemas/auth';
import { useAuth } from '@client/lib/auth/auth-context';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { joinPath, paths, signInPath } from '@client/lib/paths';
import { useHere } from '@client/lib/sign-in-return';

/** The name the welcome uses: the display name the member chose, else their address's part before the @. */
function greetingName(user: SessionUser): string {
  return user.displayName ?? emailLocalPart(user.email);
}

interface AccountActionsProps {
  /** Stacked full-width buttons for the mobile menu; a row for the header. */
  layout: 'row' | 'stack';
  onNavigate?: () => void;
}

/** Signed out: Sign In and Join Community. Signed in: a welcome, the profile link and Sign Out. */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { user, logout } = useAuth();
  // Signing in or joining from the header comes back to the screen it was opened on.
  const here = useHere();
  const stacked = layout === 'stack';
  const width = stacked ? 'w-full' : '';
  const frame = stacked ? 'flex flex-col gap-3' : 'flex items-center gap-2';

  if (user) {
    const name = greetingName(user);
    // Below the xl breakpoint the header has no room for the welcome beside the five sections; the menu and wider
    // screens show it, cut short with an ellipsis where the row runs out of room (the title holds it whole).
    return (
      <div className={frame}>
        <p
          title={`Welcome, ${name}`}
          className={`truncate text-sm text-cream-100 ${stacked ? 'px-3 pb-1' : 'mr-1 hidden max-w-64 min-w-0 xl:block'}`}
        >
          Welcome, <span className="font-semibold text-ochre-300">{name}</span>
        </p>
        <ButtonLink
          to={paths.profile.to()}
          onClick={onNavigate}
          variant={stacked ? 'outline-light' : 'ghost'}
          className={stacked ? width : 'shrink-0'}
        >
          Profile
        </ButtonLink>
        <Button
          variant={stacked ? 'primary' : 'outline-light'}
          size={stacked ? 'md' : 'sm'}
          className={stacked ? width : 'shrink-0'}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          Sign Out
        </Button>
      </div>
    );
  }

  return (
    <div className={frame}>
      <ButtonLink
        to={signInPath(here)}
        onClick={onNavigate}
        variant={stacked ? 'outline-light' : 'ghost'}
        className={width}
      >
        Sign In
      </ButtonLink>
      <ButtonLink to={joinPath(here)} onClick={onNavigate} variant="primary" className={width}>
        Join Community
      </ButtonLink>
    </div>
  );
}
