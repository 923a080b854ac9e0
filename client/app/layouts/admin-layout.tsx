import { Outlet } from 'react-router';
import { ScrollRestoration } from '../scroll-restoration';
import { SkipLink } from './skip-link';

/** The admin area's own frame: no public header or footer (docs/product.md §2). */
export function AdminLayout() {
  return (
    <div className="min-h-dvh bg-cream-200">
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
