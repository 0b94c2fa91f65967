import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { ArrowLeft, ArrowRight, CameraOff, RefreshCw, SwitchCamera, Zap, ZapOff } from 'lucide-react';
import { NoAnalysisLeftNotice } from '../../components/no-analysis-left-notice';
import { PlanBadge } from '../../components/plan-badge';
import { useBottomSpace } from '../../components/ui/bottom-bar';
import { Button } from '../../components/ui/button';
import {
  addCapturedPhotos,
  clearCapturedPhotos,
  consumeClearPhotosFlag,
  storedPhotoCount,
} from '../../lib/capture-session';
import { useOnline } from '../../lib/connectivity';
import { useCurrentUser } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { CAPTURE_VIBRATION_MS, isIOS } from './camera/device';
import { useCamera } from './camera/use-camera';
import { NeedsNetworkNotice } from './components/needs-network-notice';
import { PhotoPicker } from './components/photo-picker';
import { Viewfinder } from './components/viewfinder';
import { CaptureError, captureVideoFrame } from './lib/image';

const iconButton =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40';

/** /camera (docs/product.md#capture): full-screen live camera, capture straight to the review screen. */
export default function CameraPage() {
  const { t } = useTranslation('capture');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const camera = useCamera();
  const [count, setCount] = useState(storedPhotoCount);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  // "Photo added" and the camera's errors show above the shutter, never over it.
  const controls = useRef<HTMLDivElement>(null);
  useBottomSpace(controls);

  useEffect(() => {
    // A new appraisal (dashboard) starts from an empty list.
    if (consumeClearPhotosFlag()) void clearCapturedPhotos().then(() => setCount(0));
  }, []);

  async function leave() {
    await clearCapturedPhotos();
    navigate('/dashboard');
  }

  async function keep(photos: Blob[]) {
    await addCapturedPhotos(photos);
    navigate('/photo-preview');
  }

  /** Photos chosen in the device's picker: the capture's counterpart of "Photo captured". */
  async function keepChosen(photos: Blob[]) {
    showToast({ title: t('camera.added', { count: photos.length }), variant: 'success' });
    await keep(photos);
  }

  async function capture() {
    if (busy) return;
    if (camera.status !== 'ready') {
      showToast({
        title: t('camera.notReady.title'),
        description: t('camera.notReady.message'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const video = camera.videoRef.current;
      if (!video) throw new CaptureError('camera.errors.notInitialized');
      const photo = await captureVideoFrame(video);
      if (isIOS()) navigator.vibrate?.(CAPTURE_VIBRATION_MS);
      // Raised as the preview opens: it is that screen's toast (lib/toast keeps it across this one move).
      showToast({ title: t('camera.captured'), variant: 'success' });
      await keep([photo]);
    } catch (error) {
      const description =
        error instanceof CaptureError
          ? t(error.key)
          : error instanceof Error && error.message
            ? error.message
            : t('camera.captureFailed.message');
      showToast({ title: t('camera.captureFailed.title'), description, variant: 'destructive' });
      setBusy(false);
    }
  }

  const failed = camera.status === 'error';
  const busyLabel = camera.switching
    ? t('camera.switching')
    : camera.status === 'starting'
      ? t('camera.starting')
      : undefined;

  return (
    <div
      className="fixed inset-0 z-40 flex flex-col bg-black text-white"
      style={{ paddingTop: 'env(safe-area-inset-top)', paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <div className="flex items-center gap-2 px-3 py-2">
        <button type="button" className={iconButton} aria-label={t('back')} title={t('back')} onClick={leave}>
          <ArrowLeft size={22} aria-hidden />
        </button>
        <h1 className="min-w-0 truncate text-lg font-semibold">{t('camera.title')}</h1>
        {user && <PlanBadge planId={user.subscriptionPlan} />}
        <span className="flex-1" />
        {camera.torch.available && (
          <button
            type="button"
            className={iconButton}
            aria-pressed={camera.torch.on}
            aria-label={camera.torch.on ? t('camera.torchOff') : t('camera.torchOn')}
            onClick={camera.toggleTorch}
          >
            {camera.torch.on ? <ZapOff size={20} aria-hidden /> : <Zap size={20} aria-hidden />}
          </button>
        )}
        <button
          type="button"
          className={iconButton}
          aria-label={t('camera.switch')}
          title={t('camera.switch')}
          onClick={camera.switchCamera}
          disabled={failed || camera.switching}
        >
          <SwitchCamera size={20} aria-hidden />
        </button>
      </div>

      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4">
        <Viewfinder videoRef={camera.videoRef} busyLabel={busyLabel} hidden={failed} />
        {failed ? (
          <div role="alert" className="flex w-full max-w-sm flex-col items-center gap-4 text-center">
            <CameraOff size={40} aria-hidden className="text-accent" />
            <div>
              <h2 className="text-xl font-semibold">{t('camera.unavailable.title')}</h2>
              <p className="mt-1 text-sm text-white/80">
                {camera.errorKey ? t(camera.errorKey) : t('camera.errors.access')}
              </p>
              <p className="mt-2 text-sm text-white/70">{t('camera.unavailable.text')}</p>
            </div>
            <PhotoPicker onPhotos={keepChosen} />
            <Button variant="outline" className="w-full border-white/30 text-white" onClick={camera.retry}>
              <RefreshCw size={18} aria-hidden />
              {t('camera.unavailable.retry')}
            </Button>
          </div>
        ) : (
          <p className="text-center text-sm text-white/80">{t('camera.hint')}</p>
        )}
        {!online && <NeedsNetworkNotice className="max-w-sm" />}
        <NoAnalysisLeftNotice className="max-w-sm border-white/15 bg-white/10" />
      </div>

      <div ref={controls} className="grid grid-cols-3 items-center px-4 pb-5 pt-2">
        <div>
          {count > 0 && (
            <span
              className="inline-flex min-h-8 items-center rounded-full bg-white/15 px-3 text-sm font-semibold"
              aria-live="polite"
            >
              {t('camera.count', { count })}
            </span>
          )}
        </div>
        <div className="flex justify-center">
          {!failed && (
            <button
              type="button"
              aria-label={t('camera.capture')}
              onClick={capture}
              disabled={busy}
              className="flex h-[76px] w-[76px] items-center justify-center rounded-full border-4 border-white/90 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent disabled:opacity-60"
            >
              <span className="h-[58px] w-[58px] rounded-full bg-white transition-transform active:scale-90" />
            </button>
          )}
        </div>
        <div className="flex justify-end">
          {count > 0 && (
            <Button size="sm" onClick={() => navigate('/photo-preview')}>
              {t('camera.continue')}
              <ArrowRight size={18} aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
