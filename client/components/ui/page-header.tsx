import { Container } from './container';

interface PageHeaderProps {
  eyebrow: string;
  /** The screen's one h1. */
  title: string;
  intro: string;
}

/** The dark band that opens a list screen: eyebrow, h1 and one line of introduction. */
export function PageHeader({ eyebrow, title, intro }: PageHeaderProps) {
  return (
    <header className="on-dark lattice relative overflow-hidden bg-ink-900 text-cream-50">
      <Container className="relative py-8 sm:py-20">
        <p className="mb-3 text-xs font-semibold tracking-[0.24em] text-ochre-300 uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-display font-semibold">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-ink-200 sm:mt-4 sm:text-lg">{intro}</p>
      </Container>
      <div aria-hidden="true" className="kente-band h-2.5" />
    </header>
  );
}
