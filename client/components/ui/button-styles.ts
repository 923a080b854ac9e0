// Button looks shared by <button> and by links that look like buttons, so both stay in step.

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'outline-light' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-pill font-semibold whitespace-nowrap transition duration-200 ' +
  'focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 active:translate-y-px';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ochre-400 text-ink-900 shadow-sm hover:bg-ochre-300',
  accent: 'bg-terracotta-600 text-cream-50 shadow-sm hover:bg-terracotta-700',
  secondary: 'bg-ink-900 text-cream-50 shadow-sm hover:bg-ink-700',
  ghost: 'text-cream-50 hover:bg-cream-50/10',
  'outline-light': 'border border-cream-50/60 text-cream-50 hover:border-cream-50 hover:bg-cream-50/10',
  quiet: 'border border-ink-900/15 bg-cream-50 text-ink-900 hover:border-ink-900/40 hover:bg-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}
