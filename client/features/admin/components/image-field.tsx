import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageDetails } from '@shared/schemas/common';
import { Button } from '@client/components/ui/button';
import { Picture } from '@client/components/ui/picture';
import { ImageFileField } from '@client/components/ui/image-file-field';
import type { ImagePreview } from '@client/lib/use-image-preview';

interface ImageFieldProps {
  /** The stored image while editing; null when adding or when the entry has none. */
  currentUrl: string | null;
  /** The stored image's widths and placeholder. */
  currentImage: ImageDetails | null;
  preview: ImagePreview | null;
  onChoose: (file: File | null) => void;
  /** The stored image is to be removed on save. */
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  disabled: boolean;
}

/**
 * The optional image: the browser checks type and size first (docs/product.md §5) and clears a refused file;
 * a good one shows as a preview. While editing, the current image shows and can be removed.
 */
export function ImageField({
  currentUrl,
  currentImage,
  preview,
  onChoose,
  removing,
  onRemovingChange,
  disabled,
}: ImageFieldProps) {
  const { t } = useLingui();
  const shown = preview
    ? {
        src: preview.url,
        image: null,
        alt: t({ id: 'admin.image.preview-alt', message: 'Preview of the chosen image' }),
      }
    : currentUrl && !removing
      ? { src: currentUrl, image: currentImage, alt: t({ id: 'admin.image.current-alt', message: 'Current image' }) }
      : null;

  return (
    <ImageFileField
      label={t({ id: 'admin.image.label', message: 'Image' })}
      onChoose={onChoose}
      disabled={disabled}
      preview={
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-ink-900/5 ring-1 ring-ink-900/10 sm:size-28">
          {shown ? (
            <Picture
              src={shown.src}
              image={shown.image}
              alt={shown.alt}
              width={112}
              height={112}
              sizes="(min-width: 640px) 112px, 80px"
              eager
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-ink-500">
              {removing ? (
                <Trans id="admin.image.will-be-removed">Image will be removed</Trans>
              ) : (
                <Trans id="admin.image.none">No image</Trans>
              )}
            </span>
          )}
        </div>
      }
      actions={(discard) => (
        <>
          {preview && (
            <Button variant="quiet" size="sm" onClick={discard} disabled={disabled}>
              <Trans id="admin.image.discard">Discard chosen image</Trans>
            </Button>
          )}
          {!preview && currentUrl && (
            <Button variant="quiet" size="sm" onClick={() => onRemovingChange(!removing)} disabled={disabled}>
              {removing ? (
                <Trans id="admin.image.keep">Keep current image</Trans>
              ) : (
                <Trans id="admin.image.remove">Remove current image</Trans>
              )}
            </Button>
          )}
        </>
      )}
    />
  );
}
