import { Trans } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { imageFileProblem } from '@client/lib/image-file';
import { IMAGE_MIME_TYPES } from '@shared/constants';

// 'image/jpg' is not a real MIME type; browsers only report image/jpeg.
const ACCEPT = IMAGE_MIME_TYPES.filter((type) => type !== 'image/jpg').join(',');

interface ImageFileFieldProps {
  /** 'Image' in the admin dialogs, 'Avatar' on the profile. */
  label: string;
  /** What shows beside the input: the chosen file's preview, the current picture, or a placeholder. */
  preview: ReactNode;
  /** A checked file, or null when the choice was refused or discarded. */
  onChoose: (file: File | null) => void;
  disabled: boolean;
  /** Buttons under the input; `discard` clears the input and the choice. */
  actions?: (discard: () => void) => ReactNode;
}

/**
 * An optional image file: the browser checks type and size first (docs/product.md §5) and clears a refused file
 * with its message; the server checks the content again whatever the browser said.
 */
export function ImageFileField({ label, preview, onChoose, disabled, actions }: ImageFileFieldProps) {
  const id = useId();
  // A new key gives a fresh, empty input: how Discard clears the file the browser holds.
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const refusal = file && imageFileProblem(file);
    setProblem(refusal);
    if (refusal) event.target.value = '';
    onChoose(refusal ? null : file);
  };

  const discard = () => {
    setInputKey((key) => key + 1);
    onChoose(null);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-500">
        <Trans id="ui.image-field.hint">Optional. JPEG, PNG, GIF or WebP, up to 5 MB.</Trans>
      </p>
      <div className="mt-3 flex items-start gap-4">
        {preview}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-3">
          <input
            key={inputKey}
            id={id}
            type="file"
            accept={ACCEPT}
            onChange={choose}
            disabled={disabled}
            aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
            aria-invalid={problem ? true : undefined}
            className="block w-full max-w-full text-sm text-ink-500 file:mr-3 file:h-10 file:cursor-pointer file:rounded-pill file:border file:border-ink-900/15 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:border-ink-900/40"
          />
          {actions?.(discard)}
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}
