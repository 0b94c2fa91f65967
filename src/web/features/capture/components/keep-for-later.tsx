import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CloudUpload } from 'lucide-react';
import { useTranslation, currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { clearCapturedPhotos, type CapturedPhoto } from '../../../lib/capture-session';
import { enqueueCapture } from '../../../lib/capture-queue';
import { analysesLeft } from '../../../lib/capture-queue-state';
import { useSessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useUsageStats } from '../../../api/usage';
import { useCurrentCollection } from '../../../api/collections';
import { prepareForUpload } from '../lib/image';

/**
 * Offline: the photos go into the device's queue (decision 028), prepared as they would be sent, and
 * are analysed once when the connection comes back. Says so first when no analysis is left this month
 * (as last known).
 */
export function KeepForLater({ photos }: { photos: CapturedPhoto[] }) {
  const { t } = useTranslation('offline');
  const navigate = useNavigate();
  const user = useSessionUser();
  const usage = useUsageStats();
  const collection = useCurrentCollection();
  const [busy, setBusy] = useState(false);
  const noneLeft = !!usage.data && analysesLeft(usage.data) <= 0;

  async function keep() {
    if (!user || busy) return;
    setBusy(true);
    try {
      const prepared = await Promise.all(photos.map((p) => prepareForUpload(p.blob)));
      await enqueueCapture({
        userId: user.id,
        photos: prepared,
        language: currentLanguage(),
        collectionId: collection.data?.id,
      });
      await clearCapturedPhotos();
      showToast({ title: t('keep.saved'), description: t('keep.savedText'), variant: 'success' });
      navigate('/dashboard');
    } catch {
      showToast({ title: t('keep.failed'), variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <>
      {noneLeft && (
        <p role="alert" className="rounded-xl border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
          {t('keep.noAnalysisLeft')}
        </p>
      )}
      <Button size="lg" className="w-full" onClick={() => void keep()} disabled={busy || !user}>
        <CloudUpload size={20} aria-hidden />
        {busy ? t('keep.saving') : t('keep.action')}
      </Button>
    </>
  );
}
