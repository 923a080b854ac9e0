import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import type { ReportTarget } from '../api/report';

// What Report does comes with its first press: most readers never press it (report-flow.tsx).
const ReportFlow = lazy(() => import('./report-flow').then((module) => ({ default: module.ReportFlow })));

/** Report on a post or reply someone else wrote. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button variant="quiet" size="sm" onClick={() => setOpened(opened + 1)} aria-haspopup="dialog">
        <Trans id="community.report.button">Report</Trans>
      </Button>
      {opened > 0 && (
        <Suspense>
          <ReportFlow target={target} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
