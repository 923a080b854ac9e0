import { useLocation } from 'react-router';
import { NewsletterConfirm } from '../components/newsletter-confirm';
import { NewsletterUnsubscribe } from '../components/newsletter-unsubscribe';

/** The newsletter mails' two links, `/newsletter/confirm` and `/newsletter/unsubscribe`: one chunk for both. */
export function NewsletterLinkPage() {
  return useLocation().pathname.endsWith('/unsubscribe') ? <NewsletterUnsubscribe /> : <NewsletterConfirm />;
}
