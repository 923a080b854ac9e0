// The forum hub in one answer: every forum, the newest discussions and who is online.
import type { CommunityHub } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { ONLINE_MEMBERS, RECENT_POSTS } from '../lib/limits';
import { listForums } from './repository';
import { listOnlineMembers } from '../members/repository';
import { listRecentPosts } from '../posts/repository';

export async function loadHub(db: Db): Promise<CommunityHub> {
  const [forums, recentPosts, onlineMembers] = await Promise.all([
    listForums(db),
    listRecentPosts(db, RECENT_POSTS),
    listOnlineMembers(db, ONLINE_MEMBERS),
  ]);
  return { forums, recentPosts, onlineMembers };
}
