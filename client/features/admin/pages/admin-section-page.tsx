import { useParams } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection } from '@client/lib/paths';
import { AdminPage } from '../components/admin-page';

const TITLES: Record<AdminSection, string> = { products: 'Products', events: 'Events', artists: 'Artists', stories: 'Stories' };

const isSection = (value: string | undefined): value is AdminSection => ADMIN_SECTIONS.includes(value as AdminSection);

/** The list screens arrive with content management; until then each says what it will hold. */
export function AdminSectionPage() {
  const { section } = useParams();
  if (!isSection(section)) {
    return (
      <AdminPage title="Page Not Found" intro="There is no such section of the admin panel.">
        {null}
      </AdminPage>
    );
  }
  return (
    <AdminPage title={TITLES[section]}>
      <p className="rounded-card border border-ink-900/10 bg-cream-50 p-6 text-ink-500">
        This screen will list, add, edit and delete {section}, with search and image upload.
      </p>
    </AdminPage>
  );
}
