import { ButtonLink } from '@client/components/ui/button-link';
import { paths } from '@client/lib/paths';

interface AccountActionsProps {
  /** Stacked full-width buttons for the mobile menu; a row for the header. */
  layout: 'row' | 'stack';
  onNavigate?: () => void;
}

/** Sign In and Join Community, shown while nobody is signed in. */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const stacked = layout === 'stack';
  const width = stacked ? 'w-full' : '';
  return (
    <div className={stacked ? 'flex flex-col gap-3' : 'flex items-center gap-2'}>
      <ButtonLink to={paths.login.to()} onClick={onNavigate} variant={stacked ? 'outline-light' : 'ghost'} className={width}>
        Sign In
      </ButtonLink>
      <ButtonLink to={paths.join.to()} onClick={onNavigate} variant="primary" className={width}>
        Join Community
      </ButtonLink>
    </div>
  );
}
