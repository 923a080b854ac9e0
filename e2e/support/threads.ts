// The address of a seeded discussion, read from the API: for tests that land on a thread as a shared link does.
import type { CommunityHub, PostPage } from '@shared/schemas/community';
import { threadPath as sharedThreadPath } from '@shared/thread-address';
import { apiGet } from './browser';

export async function threadPath(baseUrl: string, forumName: string, title: RegExp): Promise<string> {
  const hub = await apiGet<CommunityHub>(baseUrl, '/api/community');
  const forum = hub.forums.find((candidate) => candidate.name === forumName);
  if (!forum) throw new Error(`no forum named ${forumName}`);
  const posts = await apiGet<PostPage>(baseUrl, `/api/forums/${forum.id}/posts`);
  const post = posts.items.find((candidate) => title.test(candidate.title));
  if (!post) throw new Error(`no post in ${forumName} matches ${title}`);
  return sharedThreadPath(post.id, post.slug);
}
