import { Link } from 'react-router';
import { paths } from '@client/lib/paths';

interface BrandLinkProps {
  onNavigate?: () => void;
}

/** "Griot" with its mark (a drum head seen from above), linking home. Its accessible name is "Griot". */
export function BrandLink({ onNavigate }: BrandLinkProps) {
  return (
    <Link to={paths.home.to()} onClick={onNavigate} className="group flex shrink-0 items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 transition duration-500 group-hover:rotate-45">
        <circle cx="20" cy="20" r="19" fill="var(--color-ochre-400)" />
        <circle
          cx="20"
          cy="20"
          r="13"
          fill="none"
          stroke="var(--color-ink-900)"
          strokeWidth="2.5"
          strokeDasharray="4 3"
        />
        <circle cx="20" cy="20" r="6" fill="var(--color-terracotta-500)" />
      </svg>
      <span className="font-display text-[1.75rem] leading-none font-semibold tracking-tight text-cream-50">Griot</span>
    </Link>
  );
}
