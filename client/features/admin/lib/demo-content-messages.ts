// What the dashboard's demo-content panel says: admin-only texts, kept out of a visitor's first load.
import type { DemoContentRemoved } from '@shared/schemas/demo-content';

export const demoContentMessages = {
  confirm:
    'Remove all demo content? The demo catalogue, the demo members and their posts and replies are deleted for good.',
  failed: (reason: string) => `Failed to remove demo content: ${reason}`,
  removed: (removed: DemoContentRemoved) =>
    `Demo content removed: ${removed.products} products, ${removed.events} events, ${removed.artists} artists, ` +
    `${removed.stories} stories, ${removed.members} members, ${removed.posts} posts and ${removed.replies} replies.`,
};
