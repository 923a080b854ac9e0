import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { IMAGE_MIME_TYPES } from '@shared/constants';
import { imageFileProblem } from '../lib/image-file';
import type { ImagePreview } from '../lib/use-image-preview';

// 'image/jpg' is not a real MIME type; browsers only report image/jpeg.
const ACCEPT = IMAGE_MIME_TYPES.filter((type) => type !== 'image/jpg').join(',');

interface ImageFieldProps {
  /** The stored image while editing; null when adding or when the entry has none. */
  currentUrl: string | null;
  preview: ImagePreview | null;
  onChoose: (file: File | null) => void;
  /** The stored image is to be removed on save. */
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  disabled: boolean;
}

/**
 * The optional image: the browser checks type and size first (spec §5) and clears a refused file;
 * a good one shows as a preview. While editing, the current image shows and can be removed.
 */
export function ImageField({ currentUrl, preview, onChoose, removing, onRemovingChange, disabled }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const refusal = file && imageFileProblem(file);
    setProblem(refusal);
    if (refusal) event.target.value = '';
    onChoose(refusal ? null : file);
  };

  const discard = () => {
    if (input.current) input.current.value = '';
    onChoose(null);
  };

  const shown = preview ? { src: preview.url, alt: 'Preview of the chosen image' } : currentUrl && !removing ? { src: currentUrl, alt: 'Current image' } : null;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        Image
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-500">
        Optional. JPEG, PNG, GIF or WebP, up to 5 MB.
      </p>
      <div className="mt-3 flex items-start gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-ink-900/5 ring-1 ring-ink-900/10 sm:size-28">
          {shown ? (
            <img src={shown.src} alt={shown.alt} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-ink-500">{removing ? 'Image will be removed' : 'No image'}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-3">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            onChange={choose}
            disabled={disabled}
            aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
            aria-invalid={problem ? true : undefined}
            className="block w-full max-w-full text-sm text-ink-500 file:mr-3 file:h-10 file:cursor-pointer file:rounded-pill file:border file:border-ink-900/15 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:border-ink-900/40"
          />
          {preview && (
            <Button variant="quiet" size="sm" onClick={discard} disabled={disabled}>
              Discard chosen image
            </Button>
          )}
          {!preview && currentUrl && (
            <Button variant="quiet" size="sm" onClick={() => onRemovingChange(!removing)} disabled={disabled}>
              {removing ? 'Keep current image' : 'Remove current image'}
            </Button>
          )}
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
