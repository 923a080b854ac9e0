interface PostBodyProps {
  /** The content's HTML as the server rendered it from Markdown and made safe (server/lib/post-markdown.ts). */
  html: string;
  className?: string;
  id?: string;
  'data-testid'?: string;
}

/**
 * A post's or reply's words with their formatting, code, quotes and links. The HTML is the server's: it
 * rendered the Markdown with raw HTML off and only safe links, so the page runs no Markdown code of its own.
 */
export function PostBody({ html, className = '', id, 'data-testid': testId }: PostBodyProps) {
  return (
    <div
      id={id}
      data-testid={testId}
      className={`post-body wrap-anywhere ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
