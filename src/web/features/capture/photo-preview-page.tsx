import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Camera, ImageOff, Plus, RotateCcw, Sparkles, Trash2 } from 'lucide-react';
import { NoAnalysisLeftNotice } from '../../components/no-analysis-left-notice';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { clearCapturedPhotos } from '../../lib/capture-session';
import { useOnline } from '../../lib/connectivity';
import { showToast } from '../../lib/toast';
import { KeepForLater } from './components/keep-for-later';
import { NeedsNetworkNotice } from './components/needs-network-notice';
import { PageTop } from './components/page-top';
import { USE_PHOTOS_MARK } from './lib/timing';
import { useCapturedPhotos } from './lib/use-captured-photos';

/** /photo-preview: review, delete, retake, add more, then analyse. */
export default function PhotoPreviewPage() {
  const { t } = useTranslation('capture');
  const navigate = useNavigate();
  const { state, remove } = useCapturedPhotos();
  const online = useOnline();
  // null: the newest photo, the one just taken.
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    // The analysis screen is the likely next step: fetch its code while the person reviews.
    void import('./analysis-page');
  }, []);

  useEffect(() => {
    if (state.status === 'missing') navigate('/camera', { replace: true });
    if (state.status === 'unreadable') {
      showToast({ title: t('preview.loadFailed'), variant: 'destructive' });
      navigate('/camera', { replace: true });
    }
  }, [state.status, navigate, t]);

  if (state.status !== 'ready') return <FullScreenSpinner label={t('preview.loading')} />;
  const { photos } = state;
  const current = photos[Math.min(index ?? photos.length - 1, photos.length - 1)];

  async function retakeAll() {
    await clearCapturedPhotos();
    navigate('/camera');
  }

  function startAnalysis() {
    if (!photos.length) {
      showToast({
        title: t('preview.noPhotos.title'),
        description: t('preview.noPhotos.message'),
        variant: 'destructive',
      });
      return;
    }
    performance.mark(USE_PHOTOS_MARK);
    navigate('/analysis');
  }

  if (!current) {
    return (
      <div className="flex flex-1 flex-col">
        <PageTop title={t('preview.title', { count: 0 })} />
        <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
          <ImageOff size={44} aria-hidden className="text-muted" />
          <h2 className="text-xl font-semibold">{t('preview.empty.title')}</h2>
          <p className="text-muted">{t('preview.empty.text')}</p>
          <Button size="lg" className="mt-3" onClick={() => navigate('/camera')}>
            <Camera size={20} aria-hidden />
            {t('preview.empty.action')}
          </Button>
        </div>
      </div>
    );
  }

  const position = photos.indexOf(current);
  return (
    <div className="flex flex-1 flex-col">
      <PageTop title={t('preview.title', { count: photos.length })} />
      <figure className="relative mx-auto aspect-[3/4] w-full max-w-[360px] overflow-hidden rounded-2xl border border-border bg-surface">
        <img
          src={current.url}
          alt={t('preview.photo', { index: position + 1 })}
          className="h-full w-full object-contain"
        />
        <figcaption
          className="absolute left-3 top-3 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold"
          aria-live="polite"
        >
          {t('preview.index', { current: position + 1, total: photos.length })}
        </figcaption>
        {photos.length > 1 && (
          <Button
            variant="destructive"
            size="icon"
            className="absolute right-3 top-3 rounded-full"
            aria-label={t('preview.delete')}
            title={t('preview.delete')}
            onClick={() => {
              setIndex(Math.max(0, position - 1));
              void remove(current.id);
            }}
          >
            <Trash2 size={20} aria-hidden />
          </Button>
        )}
      </figure>

      {photos.length > 1 && (
        <ul
          aria-label={t('preview.thumbnails')}
          className="mt-3 flex justify-center gap-2 overflow-x-auto py-1"
        >
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('preview.show', { index: i + 1 })}
                aria-current={i === position}
                className={cn(
                  'h-16 w-12 overflow-hidden rounded-lg border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                  i === position ? 'border-accent' : 'border-transparent opacity-70',
                )}
              >
                <img src={photo.url} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto space-y-3 pt-6">
        {!online && <NeedsNetworkNotice />}
        {/* Said before "Use Photos", not after it (decision 029). */}
        {online && <NoAnalysisLeftNotice className="border-accent/40 bg-surface" />}
        {online ? (
          <Button size="lg" className="w-full" onClick={startAnalysis}>
            <Sparkles size={20} aria-hidden />
            {t('preview.usePhotos')}
          </Button>
        ) : (
          // Offline: the photos wait on the device and are analysed once the connection is back.
          <Suspense fallback={null}>
            <KeepForLater photos={photos} />
          </Suspense>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={retakeAll}>
            <RotateCcw size={18} aria-hidden />
            {t('preview.retakeAll')}
          </Button>
          <Button variant="secondary" onClick={() => navigate('/camera')}>
            <Plus size={18} aria-hidden />
            {t('preview.addMore')}
          </Button>
        </div>
      </div>
    </div>
  );
}
