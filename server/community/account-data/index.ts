// The community's part of a member's data: their posts, replies, follows, reports and the threads they
// read in the download (the reads go with the account, by their foreign key); at
// deletion, their profile becomes an anonymous "Former member" whose words stay (anonymise-member.ts).
import type { AccountDataPart } from '@server/db/account-data';
import { anonymiseMember } from './anonymise-member';
import { follows } from './follows';
import { postList } from './posts';
import { replyList } from './replies';
import { reportList } from './reports';
import { threadsRead } from './threads-read';

export const communityAccountData: AccountDataPart = {
  exportSections: { posts: postList, replies: replyList, follows, reports: reportList, threadsRead },
  onAccountDeleted: async (tx, { memberId }) => {
    const avatarUrl = memberId ? await anonymiseMember(tx, memberId) : null;
    return { unusedAvatars: avatarUrl ? [avatarUrl] : [] };
  },
};
