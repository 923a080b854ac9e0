// The community's part of a member's data: their posts, replies, likes, follows, reports and the threads
// they read in the download; at deletion, their likes go (the reads go by their foreign key) and their
// profile becomes an anonymous "Former member" whose words stay (anonymise-member.ts).
import type { AccountDataPart } from '@server/db/account-data';
import { anonymiseMember } from './anonymise-member';
import { follows } from './follows';
import { likeList, removeLikesOf } from './likes';
import { postList } from './posts';
import { replyList } from './replies';
import { reportList } from './reports';
import { threadsRead } from './threads-read';

export const communityAccountData: AccountDataPart = {
  exportSections: { posts: postList, replies: replyList, likes: likeList, follows, reports: reportList, threadsRead },
  onAccountDeleted: async (tx, { memberId }) => {
    if (memberId) await removeLikesOf(tx, memberId);
    const avatarUrl = memberId ? await anonymiseMember(tx, memberId) : null;
    return { unusedAvatars: avatarUrl ? [avatarUrl] : [] };
  },
};
