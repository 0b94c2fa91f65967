import { useTranslation } from '../lib/i18n';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/connectivity';

/** Stays on screen for as long as the server cannot be reached (the toasts only mark the moments). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    // In the flow, not sticky: the header sticks to the top and must stay usable (the toasts mark the change).
    <div role="status" aria-live="polite" className="-mx-4 empty:hidden">
      {!online && (
        <p className="flex items-center gap-2 border-b border-border bg-surface-2 px-4 py-2 text-sm text-text">
          <WifiOff size={16} aria-hidden className="shrink-0 text-accent" />
          {t('connectivity.banner')}
        </p>
      )}
    </div>
  );
}
