import { Container } from './container';

interface PlaceholderScreenProps {
  /** The screen's one h1. */
  title: string;
  /** One plain sentence saying what the screen will hold once it is built. */
  description: string;
}

/** A screen whose feature arrives in a later release: honest about it, no invented content. */
export function PlaceholderScreen({ title, description }: PlaceholderScreenProps) {
  return (
    <Container className="py-section">
      <div className="mx-auto max-w-2xl rounded-card border border-ink-900/10 bg-cream-50 p-8 text-center shadow-card sm:p-12">
        <div aria-hidden="true" className="kente-band mx-auto mb-8 h-2 w-24 rounded-pill" />
        <h1 className="text-display font-semibold text-ink-900">{title}</h1>
        <p className="mt-4 text-lg text-ink-500">{description}</p>
      </div>
    </Container>
  );
}
