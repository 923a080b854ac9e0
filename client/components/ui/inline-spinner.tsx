interface InlineSpinnerProps {
  className?: string;
}

/** A small spinner inside a busy button; decorative, the button's state says the rest. */
export function InlineSpinner({ className = 'size-4' }: InlineSpinnerProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
