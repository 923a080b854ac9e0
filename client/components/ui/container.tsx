import type { ComponentPropsWithoutRef } from 'react';

/** The page's horizontal rhythm: centred, at most 80rem wide, with gutters that grow with the screen. */
export function Container({ className = '', ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`} {...props} />;
}
