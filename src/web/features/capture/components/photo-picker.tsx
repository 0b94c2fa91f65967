import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ImageUp } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showToast } from '../../../lib/toast';
import { CaptureError, fileToCapturedPhoto } from '../lib/image';

/**
 * The way in without a live camera: the device's picker (or its camera app, capture="environment").
 * Chosen photos are sized like captures and handed on in the order picked.
 */
export function PhotoPicker({ onPhotos }: { onPhotos: (photos: Blob[]) => Promise<void> }) {
  const { t } = useTranslation('capture');
  const id = useId();
  const [reading, setReading] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setReading(true);
    try {
      const photos: Blob[] = [];
      // One at a time: a 12-megapixel photo decoded takes ~50 MB, a phone should not hold several.
      for (const file of files) {
        try {
          photos.push(await fileToCapturedPhoto(file));
        } catch (error) {
          const key = error instanceof CaptureError ? error.key : 'camera.errors.unreadableFile';
          showToast({
            title: t('camera.captureFailed.title'),
            description: `${file.name}: ${t(key)}`,
            variant: 'destructive',
          });
        }
      }
      if (photos.length) await onPhotos(photos);
    } finally {
      setReading(false);
    }
  }

  if (reading) return <Spinner label={t('camera.unavailable.reading')} className="text-white" />;
  return (
    <label
      htmlFor={id}
      className={buttonClasses(
        'primary',
        'lg',
        'w-full cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
      )}
    >
      <ImageUp size={20} aria-hidden />
      {t('camera.unavailable.choose')}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        onChange={onChange}
      />
    </label>
  );
}
