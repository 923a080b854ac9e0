// The card surface shared by every catalogue card: lifts on hover and when focus is inside it.
export const cardSurface =
  'group relative flex h-full flex-col overflow-hidden rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5 ' +
  'transition duration-300 ease-out hover:-translate-y-1 hover:shadow-lift focus-within:-translate-y-1 focus-within:shadow-lift';
