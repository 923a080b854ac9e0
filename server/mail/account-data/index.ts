// The mail layer's part of a member's data: the mail sent to their addresses (without the bodies) in the
// download; at deletion, every stored message to or naming one of them, and the jobs that carried one.
import type { AccountDataPart } from '@server/db/account-data';
import { eraseMail } from './erase-mail';
import { mail } from './mail';

export const mailAccountData: AccountDataPart = {
  exportSections: { mail },
  onAccountDeleted: (tx, { addresses }) => eraseMail(tx, addresses),
};
