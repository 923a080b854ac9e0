import { Trans } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { quoteMarkdown, selectionWithin, type QuotedAuthor } from '../lib/quote';
import { requestQuote } from '../lib/quote-requests';

interface QuoteButtonProps {
  author: QuotedAuthor;
  /** The post's or reply's Markdown, quoted whole when nothing in it is selected. */
  content: string;
  /** The element showing the words: a selection inside it is quoted instead of the whole. */
  bodyId: string;
}

/** Quote: the words (or the part of them the reader selected) go into the reply box, which takes focus. */
export function QuoteButton({ author, content, bodyId }: QuoteButtonProps) {
  return (
    <Button
      variant="quiet"
      size="sm"
      // Pressing the button must not clear the selection it is about to quote.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        const selected = selectionWithin(document.getElementById(bodyId));
        requestQuote(quoteMarkdown(author, selected ?? content));
      }}
    >
      <Trans id="community.quote">Quote</Trans>
    </Button>
  );
}
