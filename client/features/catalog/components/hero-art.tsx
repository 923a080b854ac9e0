/**
 * The hero's illustration, drawn inline so nothing loads from elsewhere: a spinning record over a
 * setting sun, framed by triangle motifs from cloth and wall painting. Decorative only.
 */
export function HeroArt() {
  const grooves = [150, 136, 122, 108, 94, 80];
  return (
    <svg viewBox="0 0 440 440" aria-hidden="true" className="h-auto w-full max-w-md">
      <circle cx="250" cy="190" r="150" fill="var(--color-ochre-400)" />
      <g fill="var(--color-terracotta-500)">
        <path d="M20 420 L70 340 L120 420 Z" />
        <path d="M90 420 L140 340 L190 420 Z" opacity="0.75" />
      </g>
      <g fill="var(--color-forest-500)">
        <path d="M360 60 L400 20 L440 60 Z" />
        <path d="M360 100 L400 60 L440 100 Z" opacity="0.7" />
      </g>
      <g className="origin-[200px_240px] animate-spin-slow">
        <circle cx="200" cy="240" r="160" fill="var(--color-ink-950)" />
        {grooves.map((r) => (
          <circle
            key={r}
            cx="200"
            cy="240"
            r={r}
            fill="none"
            stroke="var(--color-cream-50)"
            strokeOpacity="0.09"
            strokeWidth="1.5"
          />
        ))}
        <path
          d="M200 90 A150 150 0 0 1 340 190"
          fill="none"
          stroke="var(--color-cream-50)"
          strokeOpacity="0.22"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="200" cy="240" r="56" fill="var(--color-terracotta-500)" />
        <circle
          cx="200"
          cy="240"
          r="56"
          fill="none"
          stroke="var(--color-ochre-300)"
          strokeWidth="3"
          strokeDasharray="6 6"
        />
        <path d="M200 200 L230 240 L200 280 L170 240 Z" fill="var(--color-cream-100)" />
        <circle cx="200" cy="240" r="6" fill="var(--color-ink-950)" />
      </g>
    </svg>
  );
}
