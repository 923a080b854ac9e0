// What the dashboard's demo-content panel says: admin-only texts, kept out of a visitor's first load.
import { t } from '@lingui/core/macro';
import type { DemoContentRemoved } from '@shared/schemas/demo-content';

export const demoContentMessages = {
  confirm: () =>
    t({
      id: 'admin.demo.confirm',
      message:
        'Remove all demo content? The demo catalogue, the demo members and their posts and replies are deleted for good.',
    }),
  failed: (reason: string) => t({ id: 'admin.demo.failed', message: `Failed to remove demo content: ${reason}` }),
  removed: ({ products, events, artists, stories, members, posts, replies }: DemoContentRemoved) =>
    t({
      id: 'admin.demo.removed',
      message: `Demo content removed: ${products} products, ${events} events, ${artists} artists, ${stories} stories, ${members} members, ${posts} posts and ${replies} replies.`,
    }),
};
