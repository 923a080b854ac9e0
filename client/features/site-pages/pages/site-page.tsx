import { useLocation } from 'react-router';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '@shared/site-pages';
import { ContactForm } from '../components/contact-form';
import { SitePageScreen } from '../components/site-page-screen';

/**
 * About Us, Contact, Privacy Policy and Terms of Service: one screen for the four addresses (`/about` …),
 * so that the app's first load names one chunk for them, not four. Contact adds its form after the text.
 */
export function SitePage() {
  const name = useLocation().pathname.slice(1);
  const slug: SitePageSlug = SITE_PAGE_SLUGS.find((each) => each === name) ?? 'about';
  return slug === 'contact' ? (
    <SitePageScreen key={slug} slug={slug}>
      {(open) => <ContactForm open={open} />}
    </SitePageScreen>
  ) : (
    <SitePageScreen key={slug} slug={slug} />
  );
}
