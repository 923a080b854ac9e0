// Where the replies new to the member begin (server/community/reads): a divider above the first one, and a
// link to it from the top of the replies.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The line above the first reply new to the member since their last visit. */
export function NewRepliesDivider() {
  const { t } = useLingui();
  return (
    <div
      role="separator"
      aria-label={t({ id: 'community.new-replies.divider', message: 'New replies start here' })}
      className="mb-3 flex items-center gap-3"
      data-testid="new-replies"
    >
      <span aria-hidden="true" className="h-px flex-1 bg-terracotta-600/40" />
      <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-terracotta-600 uppercase">
        <Trans id="community.unread.new">New</Trans>
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-terracotta-600/40" />
    </div>
  );
}

/** Takes the member down to the first new reply, which takes focus. */
export function JumpToNewReply({ replyId, count }: { replyId: string; count: number }) {
  const { t } = useLingui();
  const text = t({
    id: 'community.new-replies.jump',
    message: plural(count, { one: 'Jump to the new reply', other: 'Jump to the first of # new replies' }),
  });
  return (
    <a
      href={`#reply-${replyId}`}
      onClick={(event) => {
        const target = document.getElementById(`reply-${replyId}`);
        if (!target) return;
        event.preventDefault();
        target.scrollIntoView({ block: 'center' });
        target.focus({ preventScroll: true });
      }}
      className="text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
    >
      {text}
    </a>
  );
}
