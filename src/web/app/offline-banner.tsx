import { useTranslation } from '../lib/i18n';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/connectivity';
import { formatAsOf, useShownAsOf } from '../lib/offline-status';

/**
 * Stays on screen for as long as the server cannot be reached (the toasts only mark the moments). When
 * the screen shows the copy kept on the device (decision 028), it says from when.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const asOf = useShownAsOf();
  return (
    // In the flow, not sticky: the header sticks to the top and must stay usable (the toasts mark the change).
    <div role="status" aria-live="polite" className="-mx-4 empty:hidden">
      {!online && (
        <p className="flex items-center gap-2 border-b border-border bg-surface-2 px-4 py-2 text-sm text-text">
          <WifiOff size={16} aria-hidden className="shrink-0 text-accent" />
          {asOf === null ? t('connectivity.banner') : t('connectivity.asOf', formatAsOf(asOf, i18n.language))}
        </p>
      )}
    </div>
  );
}
