import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { StatusMessage } from '@client/components/ui/status-message';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import type { ReportTarget } from '../api/report';

// The dialog comes with the first click on Report: most readers never open it.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * Report on a post or reply someone else wrote: a member opens the dialog, a visitor is sent to sign in
 * and back here; once sent, a thank-you stays under the button.
 */
export function ReportButton({ target, className = '' }: { target: ReportTarget; className?: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const start = () => {
    if (user) setOpen(true);
    else void navigate(`${paths.login.to()}?next=${encodeURIComponent(location.pathname + location.search)}`);
  };

  return (
    <>
      <Button variant="quiet" size="sm" className={`text-ink-500! ${className}`} onClick={start} aria-haspopup="dialog">
        Report
      </Button>
      {sent && <StatusMessage className="mt-2 w-full basis-full py-2! text-sm">{sent}</StatusMessage>}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            onCancel={() => setOpen(false)}
            onSent={(message) => {
              setOpen(false);
              setSent(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
