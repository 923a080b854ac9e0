import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';

interface LoadFailureProps {
  message: string;
  /** The failed query: Try again refetches it. */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
  className?: string;
}

/** A failed load: the red alert with a Try again button beside it. */
export function LoadFailure({ message, query, className }: LoadFailureProps) {
  return (
    <Alert
      className={className}
      message={message}
      action={
        <Button variant="quiet" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? (
            <Trans id="ui.load-failure.retrying">Retrying…</Trans>
          ) : (
            <Trans id="ui.load-failure.try-again">Try again</Trans>
          )}
        </Button>
      }
    />
  );
}
