import { linkify } from './linkify';

interface PlainTextProps {
  /** What a member wrote: shown as text, never as markup. */
  text: string;
  className?: string;
  'data-testid'?: string;
}

/** Rel of every link a member wrote: no ranking credit, marked user content, no window.opener. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- link relations, not a text
export const MEMBER_LINK_REL = 'nofollow ugc noopener';

/**
 * A member's text with its line breaks kept and its web addresses made clickable. React escapes every
 * piece, so no markup or script can get in; long words and addresses wrap instead of widening the page.
 */
export function PlainText({ text, className = '', 'data-testid': testId }: PlainTextProps) {
  return (
    <div data-testid={testId} className={`whitespace-pre-wrap wrap-anywhere ${className}`}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            rel={MEMBER_LINK_REL}
            target="_blank"
            className="font-medium text-terracotta-600 underline underline-offset-2 hover:text-terracotta-700"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}
