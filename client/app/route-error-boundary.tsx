import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { paths } from '@client/lib/paths';
import { messages } from '@shared/messages';

function reload() {
  window.location.reload();
}

/** Every route's errorElement: a friendly screen instead of a blank page when rendering fails. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <Container className="py-section">
      <div className="mx-auto max-w-xl text-center">
        <p aria-hidden="true" className="font-display text-7xl text-terracotta-500">
          {notFound ? '404' : '!'}
        </p>
        <h1 className="mt-4 text-display font-semibold text-ink-900">
          {notFound ? messages.notFoundTitle : messages.routeErrorTitle}
        </h1>
        <p className="mt-4 text-lg text-ink-500">{notFound ? messages.notFoundBody : messages.routeErrorBody}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <Button variant="secondary" onClick={reload}>
              Try again
            </Button>
          )}
          <ButtonLink to={paths.home.to()} variant="quiet">
            Go to the home page
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
