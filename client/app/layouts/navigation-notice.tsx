import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { CheckIcon } from '@client/components/ui/icons';
import { noticeOf } from '@client/lib/navigation-notice';

/**
 * The notice the screen was opened with (lib/navigation-notice.ts), under the header until dismissed.
 * Dismissing replaces the history entry without it, so Back and a reload do not bring it back. Loaded
 * only when there is one (public-layout.tsx): few screens ever open with a notice.
 */
export default function NavigationNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  if (!notice) return null;
  return (
    <div className="border-b border-forest-500/30 bg-forest-500/10 px-4 py-3 text-sm text-forest-700">
      <div className="mx-auto flex max-w-3xl items-center justify-center gap-3">
        <CheckIcon className="size-5 shrink-0" />
        <p role="status">{notice}</p>
        <button
          type="button"
          onClick={() => void navigate(location, { replace: true, state: null })}
          className="shrink-0 font-semibold underline underline-offset-4"
        >
          <Trans id="app.notice.dismiss">Dismiss</Trans>
        </button>
      </div>
    </div>
  );
}
