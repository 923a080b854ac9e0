import { Trans, useLingui } from '@lingui/react/macro';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useMarkdownPreview } from '../api/get-markdown-preview';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const PREVIEW_DELAY_MS = 400;

/**
 * A Markdown text box beside its preview, which the server renders as the page or the mail will show it:
 * headings, lists, links and emphasis; raw HTML appears as text (server/lib/markdown.ts).
 */
export function MarkdownEditor({ label, value, onChange, error }: MarkdownEditorProps) {
  const { t } = useLingui();
  const preview = useMarkdownPreview(useDebouncedValue(value, PREVIEW_DELAY_MS));
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <TextAreaField
        label={label}
        rows={16}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={t({
          id: 'admin.markdown.hint',
          message: 'Markdown: ## Heading, **bold**, *italic*, - list, [link](https://…). HTML is shown as text.',
        })}
      />
      <section aria-label={t({ id: 'admin.markdown.preview', message: 'Preview' })} className="min-w-0">
        <p className="mb-2 text-sm font-medium text-ink-900">
          <Trans id="admin.markdown.preview">Preview</Trans>
        </p>
        <div
          data-testid="markdown-preview"
          className="story-body min-h-40 max-h-[32rem] overflow-auto rounded-card border border-ink-900/10 bg-white p-5"
          // Made on the server with raw HTML off: the same HTML visitors get.
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
        />
      </section>
    </div>
  );
}
