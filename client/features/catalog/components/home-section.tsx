import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@client/components/ui/container';
import { ArrowRightIcon } from '@client/components/ui/icons';
import { SectionHeading } from '@client/components/ui/section-heading';

interface HomeSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  /** Where "see all" leads, with its label. */
  more?: { to: string; label: string };
  /** Background of the band. */
  surface?: string;
  children: ReactNode;
}

/** One band of the home screen: a headed section with an optional "see all" link. */
export function HomeSection({ id, eyebrow, title, more, surface = '', children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={`py-section ${surface}`}>
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          action={
            more && (
              <Link
                to={more.to}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta-600 transition hover:gap-2.5"
              >
                {more.label}
                <ArrowRightIcon />
              </Link>
            )
          }
        />
        {children}
      </Container>
    </section>
  );
}
