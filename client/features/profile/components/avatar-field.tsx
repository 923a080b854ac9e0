import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { ImageFileField } from '@client/components/ui/image-file-field';
import type { ImagePreview } from '@client/lib/use-image-preview';

interface AvatarFieldProps {
  /** The name the initials come from while there is no picture. */
  name: string;
  currentUrl: string | null;
  preview: ImagePreview | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
}

/** The optional picture, with the same checks and messages as the admin image field, previewed round. */
export function AvatarField({ name, currentUrl, preview, onChoose, disabled }: AvatarFieldProps) {
  return (
    <ImageFileField
      label="Avatar"
      onChoose={onChoose}
      disabled={disabled}
      preview={<Avatar name={name} url={preview?.url ?? currentUrl} size="lg" decorative />}
      actions={(discard) =>
        preview && (
          <Button variant="quiet" size="sm" onClick={discard} disabled={disabled}>
            Discard chosen image
          </Button>
        )
      }
    />
  );
}
