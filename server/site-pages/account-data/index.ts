// The site pages' part of a member's data: what they sent through the contact form, in the download and
// gone with the account.
import type { AccountDataPart } from '@server/db/account-data';
import { contactMessageList } from './contact-messages';
import { eraseContactMessages } from './erase-contact-messages';

export const sitePagesAccountData: AccountDataPart = {
  exportSections: { contactMessages: contactMessageList },
  onAccountDeleted: (tx, { userId, addresses }) => eraseContactMessages(tx, userId, addresses),
};
