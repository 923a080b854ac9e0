// The community's part of a member's data: their posts, replies, follows and reports in the download; at
// deletion, their profile becomes an anonymous "Former member" whose words stay (anonymise-member.ts).
import type { AccountDataPart } from '@server/db/account-data';
import { anonymiseMember } from './anonymise-member';
import { follows } from './follows';
import { postList } from './posts';
import { replyList } from './replies';
import { reportList } from './reports';

export const communityAccountData: AccountDataPart = {
  exportSections: { posts: postList, replies: replyList, follows, reports: reportList },
  onAccountDeleted: async (tx, { memberId }) => {
    const avatarUrl = memberId ? await anonymiseMember(tx, memberId) : null;
    return { unusedAvatars: avatarUrl ? [avatarUrl] : [] };
  },
};
