import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Camera, Images, X } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Dialog } from '../../../components/ui/dialog';

interface PhotosSectionProps {
  object: CollectionObject;
  defaultOpen?: boolean;
  editing: boolean;
  /** Photos taken in this edit, saved with it (data URLs). */
  pending: string[];
  onAddPhoto: () => void;
  onRemovePending: (index: number) => void;
}

/** The object's photos as thumbnails; a tap shows the full photo. */
export function PhotosSection({
  object,
  defaultOpen,
  editing,
  pending,
  onAddPhoto,
  onRemovePending,
}: PhotosSectionProps) {
  const { t } = useTranslation('collection');
  const [shown, setShown] = useState<number | undefined>();
  const photos = [object.imageUrl, ...object.additionalImages].filter((p): p is string => !!p);
  const tile = 'relative aspect-square overflow-hidden rounded-xl bg-surface-2';
  return (
    <CollapsibleSection
      id="photos"
      title={t('object.photos', { count: photos.length })}
      icon={<Images size={20} aria-hidden />}
      defaultOpen={defaultOpen}
    >
      {photos.length === 0 && pending.length === 0 && (
        <p className="mb-3 text-sm text-muted">{t('object.noPhotos')}</p>
      )}
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setShown(i)}
              aria-label={t('object.showPhoto', { index: i + 1 })}
              className={`${tile} block w-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent`}
            >
              <img
                src={`${url}?variant=thumb`}
                alt=""
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </button>
          </li>
        ))}
        {pending.map((dataUrl, i) => (
          <li key={`pending-${i}`} className={`${tile} ring-2 ring-accent/60`}>
            <img
              src={dataUrl}
              alt={t('object.pendingPhoto', { index: i + 1 })}
              className="h-full w-full object-cover"
            />
            <button
              type="button"
              onClick={() => onRemovePending(i)}
              aria-label={t('object.removePending', { index: i + 1 })}
              className="absolute top-1 right-1 flex h-9 w-9 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <X size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {pending.length > 0 && (
        <p className="mt-2 text-sm text-accent">{t('object.pendingNote', { count: pending.length })}</p>
      )}
      {editing && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onAddPhoto}>
          <Camera size={16} aria-hidden />
          {t('object.addPhoto')}
        </Button>
      )}
      <Dialog
        open={shown !== undefined}
        onOpenChange={(open) => !open && setShown(undefined)}
        title={object.name}
        closeLabel={t('actions.close')}
      >
        {shown !== undefined && photos[shown] && (
          <img
            src={photos[shown]}
            alt={t('object.photoAlt', { name: object.name, index: shown + 1 })}
            className="max-h-[70dvh] w-full rounded-xl object-contain"
          />
        )}
      </Dialog>
    </CollapsibleSection>
  );
}
