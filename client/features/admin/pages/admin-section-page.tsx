import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection } from '@client/lib/paths';
import { AdminPage } from '@client/components/admin/admin-page';
import { EntityListScreen } from '../components/entity-list-screen';
import { LocationImportPanel } from '../components/location-import-panel';
import { NewsImportPanel } from '../components/news-import-panel';
import { StoryFeedsPanel } from '../components/story-feeds-panel';
import { artistEntity } from '../entities/artist-entity';
import { eventEntity } from '../entities/event-entity';
import { productEntity } from '../entities/product-entity';
import { storyEntity } from '../entities/story-entity';

const isSection = (value: string | undefined): value is AdminSection => ADMIN_SECTIONS.includes(value as AdminSection);

// One line per screen: which entity it manages and which import it offers (docs/product.md §2).
const SCREENS: Record<AdminSection, () => ReactNode> = {
  products: () => <EntityListScreen definition={productEntity} />,
  events: () => <EntityListScreen definition={eventEntity} importPanel={<LocationImportPanel kind="events" />} />,
  artists: () => <EntityListScreen definition={artistEntity} importPanel={<LocationImportPanel kind="artists" />} />,
  stories: () => (
    <EntityListScreen
      definition={storyEntity}
      importPanel={
        <div className="grid gap-6">
          <StoryFeedsPanel />
          <NewsImportPanel />
        </div>
      }
    />
  ),
};

/** /admin/products|events|artists|stories: the list screen of that section. */
export function AdminSectionPage() {
  const { t } = useLingui();
  const { section } = useParams();
  if (!isSection(section)) {
    return (
      <AdminPage
        title={t({ id: 'admin.section.not-found', message: 'Page Not Found' })}
        intro={t({ id: 'admin.section.not-found-intro', message: 'There is no such section of the admin panel.' })}
      >
        {null}
      </AdminPage>
    );
  }
  const Screen = SCREENS[section];
  // Keyed by section: moving between screens starts afresh (no search or dialog carried over).
  return <Screen key={section} />;
}
