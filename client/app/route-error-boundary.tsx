import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { paths } from '@client/lib/paths';
import { messages } from '@shared/messages';

function reload() {
  window.location.reload();
}

/** The friendly screen shown instead of a blank page when rendering a screen fails. */
function RouteErrorScreen() {
  const { i18n } = useLingui();
  return (
    <Container className="py-section">
      <div className="mx-auto max-w-xl text-center">
        <p aria-hidden="true" className="font-display text-7xl text-terracotta-500">
          !
        </p>
        <h1 className="mt-4 text-display font-semibold text-ink-900">{i18n._(messages.routeErrorTitle)}</h1>
        <p className="mt-4 text-lg text-ink-500">{i18n._(messages.routeErrorBody)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={reload}>
            <Trans id="app.route-error.try-again">Try again</Trans>
          </Button>
          <ButtonLink to={paths.home.to()} variant="quiet">
            <Trans id="app.route-error.home">Go to the home page</Trans>
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address shown; the error is forgotten when it changes, as a router's errorElement is. */
  locationKey: string;
}

interface BoundaryState {
  failed: boolean;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

/** Around every route: a failing screen (or a screen whose code cannot be downloaded) shows the error screen in its place. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}
