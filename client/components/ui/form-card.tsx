import type { ReactNode } from 'react';
import { Container } from './container';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A narrow centred card for the sign-in and join screens; its title is the screen's one h1. */
export function FormCard({ title, intro, children, footer }: FormCardProps) {
  return (
    <Container className="py-section">
      <div className="mx-auto max-w-md rounded-card border border-ink-900/10 bg-cream-50 p-6 shadow-card sm:p-10">
        <div aria-hidden="true" className="kente-band mb-6 h-1.5 w-16 rounded-pill" />
        <h1 className="text-title font-semibold text-ink-900">{title}</h1>
        {intro && <div className="mt-2 text-ink-500">{intro}</div>}
        <div className="mt-8">{children}</div>
        {footer && <div className="mt-8 border-t border-ink-900/10 pt-6 text-sm text-ink-500">{footer}</div>}
      </div>
    </Container>
  );
}
