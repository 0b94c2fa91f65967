import { useTranslation } from '../../../lib/i18n';
import { WifiOff } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** Offline, photos can still be taken (they wait in IndexedDB) but only the server can analyse them. */
export function NeedsNetworkNotice({ className }: { className?: string }) {
  const { t } = useTranslation('capture');
  return (
    <div
      role="status"
      className={cn(
        'flex w-full gap-3 rounded-xl border border-white/15 bg-white/10 px-3 py-2.5 text-left text-sm',
        className,
      )}
    >
      <WifiOff size={18} aria-hidden className="mt-0.5 shrink-0 text-accent" />
      <p>
        <strong className="block font-semibold">{t('offline.title')}</strong>
        <span className="opacity-80">{t('offline.text')}</span>
      </p>
    </div>
  );
}
