import { lazy, Suspense, type ComponentProps } from 'react';

// The switcher (with its list of languages and what a choice does) loads after the first screen: it sits in
// the footer, the phone's closed menu and the widest header, and the first load keeps within its budget
// (docs/performance.md). Until it is in, an empty box of its height holds its place.
const LanguageSwitcher = lazy(() =>
  import('./language-switcher').then((module) => ({ default: module.LanguageSwitcher })),
);

export function LazyLanguageSwitcher(props: ComponentProps<typeof LanguageSwitcher>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={`h-9 ${props.className ?? ''}`} />}>
      <LanguageSwitcher {...props} />
    </Suspense>
  );
}
