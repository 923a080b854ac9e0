import type { UnreadMark } from '@shared/schemas/community';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

type BadgeTone = 'pinned' | 'locked' | 'category' | 'tag' | 'new';

const tones: Record<BadgeTone, string> = {
  pinned: 'bg-ochre-400 text-ink-900',
  locked: 'bg-ink-900 text-cream-50',
  category: 'bg-forest-600/10 text-forest-700',
  tag: 'bg-cream-200 text-ink-700',
  new: 'bg-terracotta-600 text-cream-50',
};

interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  'data-testid'?: string;
  className?: string;
}

/** A small label: a post's Pinned and Locked flags, what is new to the member, a forum's category, a post's tags. */
export function Badge({ tone, children, className = '', 'data-testid': testId }: BadgeProps) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex max-w-full items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold wrap-anywhere ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** The Pinned and Locked badges of a post, when set. */
export function PostFlags({ isPinned, isLocked }: { isPinned: boolean; isLocked: boolean }) {
  if (!isPinned && !isLocked) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {isPinned && (
        <Badge tone="pinned">
          <Trans id="community.post.pinned">Pinned</Trans>
        </Badge>
      )}
      {isLocked && (
        <Badge tone="locked">
          <Trans id="community.post.locked">Locked</Trans>
        </Badge>
      )}
    </span>
  );
}

/** What is new to the member in a thread: "New" when they never opened it, "N new" replies since they last did. */
export function UnreadBadge({ mark }: { mark: UnreadMark | undefined }) {
  const { t } = useLingui();
  if (!mark) return null;
  if (mark.isNew)
    return (
      <Badge tone="new" data-testid="unread-mark">
        <Trans id="community.unread.new">New</Trans>
      </Badge>
    );
  const { newReplies } = mark;
  if (newReplies === 0) return null;
  const label = t({
    id: 'community.unread.new-replies-label',
    message: plural(newReplies, {
      one: '# new reply since your last visit',
      other: '# new replies since your last visit',
    }),
  });
  return (
    <Badge tone="new" data-testid="unread-mark">
      <span aria-hidden="true">
        {t({ id: 'community.unread.new-replies', message: plural(newReplies, { one: '# new', other: '# new' }) })}
      </span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}

/** A post's tags as a list of small labels. */
export function TagList({
  tags,
  testId,
  className = '',
}: {
  tags: readonly string[];
  testId?: string;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex min-w-0 flex-wrap gap-1.5 ${className}`}>
      {tags.map((tag, index) => (
        <li key={`${index}-${tag}`} className="min-w-0">
          <Badge tone="tag" data-testid={testId}>
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
