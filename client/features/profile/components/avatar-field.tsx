import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageDetails } from '@shared/schemas/common';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { ImageFileField } from '@client/components/ui/image-file-field';
import type { ImagePreview } from '@client/lib/use-image-preview';

interface AvatarFieldProps {
  /** The name the initials come from while there is no picture. */
  name: string;
  currentUrl: string | null;
  /** The current picture's widths and placeholder. */
  currentImage: ImageDetails | null;
  preview: ImagePreview | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
}

/** The optional picture, with the same checks and messages as the admin image field, previewed round. */
export function AvatarField({ name, currentUrl, currentImage, preview, onChoose, disabled }: AvatarFieldProps) {
  const { t } = useLingui();
  return (
    <ImageFileField
      label={t({ id: 'profile.form.avatar', message: 'Avatar' })}
      onChoose={onChoose}
      disabled={disabled}
      preview={
        preview ? (
          <Avatar name={name} url={preview.url} size="lg" decorative />
        ) : (
          <Avatar name={name} url={currentUrl} image={currentImage} size="lg" decorative />
        )
      }
      actions={(discard) =>
        preview && (
          <Button variant="quiet" size="sm" onClick={discard} disabled={disabled}>
            <Trans id="profile.form.discard-image">Discard chosen image</Trans>
          </Button>
        )
      }
    />
  );
}
