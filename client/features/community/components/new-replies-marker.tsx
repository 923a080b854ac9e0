// Where the replies new to the member begin (server/community/reads): a divider above the first one, and a
// link to it from the top of the replies.

/** The line above the first reply new to the member since their last visit. */
export function NewRepliesDivider() {
  return (
    <div
      role="separator"
      aria-label="New replies start here"
      className="mb-3 flex items-center gap-3"
      data-testid="new-replies"
    >
      <span aria-hidden="true" className="h-px flex-1 bg-terracotta-600/40" />
      <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-terracotta-600 uppercase">
        New
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-terracotta-600/40" />
    </div>
  );
}

/** Takes the member down to the first new reply, which takes focus. */
export function JumpToNewReply({ replyId, count }: { replyId: string; count: number }) {
  const text = count === 1 ? 'Jump to the new reply' : `Jump to the first of ${count} new replies`;
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
