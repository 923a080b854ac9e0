/** Plain text of several paragraphs (a description, a bio), a paragraph per blank line. */
export function ProseText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 text-base leading-relaxed text-ink-700 ${className}`}>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
