import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Camera, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/toast';
import { centredCrop, fitWithin } from '../../../lib/photo-geometry';

// Rear camera, ideal 1920x1080, JPEG quality 0.8 (docs/product.md#collection-screens).
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};
const JPEG_QUALITY = 0.8;
/** The frame's shape: the photo is the part of the feed the frame shows, no more. */
const FRAME_ASPECT = 4 / 3;

interface AddPhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photo kept, as a JPEG data URL: it joins the pending photos. */
  onCapture: (dataUrl: string) => void;
}

/** Camera live → captured preview (retake or save); closing always stops the camera. */
export function AddPhotoDialog({ open, onOpenChange, onCapture }: AddPhotoDialogProps) {
  const { t } = useTranslation('collection');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [captured, setCaptured] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  // A camera granted after the dialog closed must be released at once, not left running.
  const wanted = useRef(false);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setLive(false);
  }, []);

  const start = useCallback(async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      if (!wanted.current) return media.getTracks().forEach((track) => track.stop());
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setLive(true);
    } catch {
      showToast({
        title: t('camera.errorTitle'),
        description: t('camera.errorText'),
        variant: 'destructive',
      });
      onOpenChange(false);
    }
  }, [onOpenChange, t]);

  useEffect(() => {
    if (!open) return;
    wanted.current = true;
    setCaptured(null);
    void start();
    return () => {
      wanted.current = false;
      stop();
    };
  }, [open, start, stop]);

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const crop = centredCrop(v.videoWidth, v.videoHeight, FRAME_ASPECT);
    const size = fitWithin(crop.sw, crop.sh, 1920, 1080);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(v, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, size.width, size.height);
    setCaptured(canvas.toDataURL('image/jpeg', JPEG_QUALITY));
    stop();
  }

  function retake() {
    wanted.current = true;
    setCaptured(null);
    void start();
  }

  function save() {
    if (!captured) return;
    onCapture(captured);
    onOpenChange(false);
    showToast({ title: t('camera.added'), description: t('camera.addedText'), variant: 'success' });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('object.addPhoto')}
      description={t('camera.hint')}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          {captured ? (
            <>
              <Button variant="outline" onClick={retake}>
                <RotateCcw size={16} aria-hidden />
                {t('camera.retake')}
              </Button>
              <Button onClick={save}>{t('camera.keep')}</Button>
            </>
          ) : (
            <Button onClick={capture} disabled={!live}>
              <Camera size={16} aria-hidden />
              {t('camera.capture')}
            </Button>
          )}
        </>
      }
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-black">
        <video ref={video} playsInline muted className={captured ? 'hidden' : 'h-full w-full object-cover'} />
        {captured && (
          <img src={captured} alt={t('camera.preview')} className="h-full w-full object-contain" />
        )}
        {!live && !captured && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-muted">
            {t('camera.starting')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
