import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageDetails } from '@shared/schemas/common';
import { ArtImage } from '@client/components/ui/art-image';
import { Button } from '@client/components/ui/button';

interface EntityItemProps {
  name: string;
  facts: string[];
  imageUrl: string | null;
  image: ImageDetails | null;
  onEdit: () => void;
  onDelete: () => void;
}

/** One row of an admin list: thumbnail, name and key facts, then Edit and Delete (stacked on phones). */
export function EntityItem({ name, facts, imageUrl, image, onEdit, onDelete }: EntityItemProps) {
  const { t } = useLingui();
  return (
    <div
      data-testid="admin-item"
      className="flex flex-col gap-4 rounded-card bg-cream-50 p-4 shadow-card ring-1 ring-ink-900/5 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ArtImage
          src={imageUrl}
          image={image}
          sizes="(min-width: 640px) 80px, 64px"
          alt={t({ id: 'admin.catalog.item.image-alt', message: `Image of ${name}` })}
          name={name}
          width={80}
          height={80}
          className="size-16 shrink-0 rounded-xl sm:size-20"
        />
        <div className="min-w-0">
          <h3 className="font-display text-lg leading-snug font-semibold break-words text-ink-900">{name}</h3>
          <p className="mt-1 text-sm break-words text-ink-500">
            {facts.map((fact, index) => (
              <span key={index}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                {fact}
              </span>
            ))}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button variant="quiet" size="sm" onClick={onEdit} className="flex-1 sm:flex-none">
          <Trans id="admin.edit">Edit</Trans>
        </Button>
        <Button variant="quiet" size="sm" onClick={onDelete} className="flex-1 text-danger-700 sm:flex-none">
          <Trans id="admin.delete">Delete</Trans>
        </Button>
      </div>
    </div>
  );
}
