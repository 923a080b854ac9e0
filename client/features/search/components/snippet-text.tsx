import type { SnippetPart } from '@shared/schemas/search';

/** A hit's snippet: plain text, the matched words marked (never markup from the server). */
export function SnippetText({ parts, className = '' }: { parts: SnippetPart[]; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-ochre-300/70 px-0.5 text-ink-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
