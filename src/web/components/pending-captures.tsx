import { useNavigate } from 'react-router';
import { CircleAlert, CircleCheck, CloudOff, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import { storeAnalysis } from '../lib/capture-session';
import { canRetry } from '../lib/capture-queue-state';
import {
  removeCapture,
  retryCapture,
  useCaptureQueue,
  type QueuedCapture,
  type QueuedStatus,
} from '../lib/capture-queue';
import { useSessionUser } from '../lib/session';
import { Button } from './ui/button';
import { Card, CardTitle } from './ui/card';

const icons: Record<QueuedStatus, typeof CloudOff> = {
  waiting: CloudOff,
  sending: Loader2,
  done: CircleCheck,
  failed: CircleAlert,
  limit: CircleAlert,
};

/** The captures queued offline with their status; an analysed one opens its result, to be saved. */
export default function PendingCaptures() {
  const { t, i18n } = useTranslation('offline');
  const navigate = useNavigate();
  const user = useSessionUser();
  const items = useCaptureQueue(user?.id);
  if (!items.length) return null;

  function open(item: QueuedCapture) {
    if (!item.result) return;
    // The analysis screen shows a stored result without spending another analysis.
    storeAnalysis(item.result);
    void removeCapture(item.id);
    navigate('/analysis');
  }

  const time = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Card aria-labelledby="pending-captures-title" role="region" data-testid="pending-captures">
      <CardTitle id="pending-captures-title">{t('queue.title', { count: items.length })}</CardTitle>
      <ul className="mt-3 space-y-3">
        {items.map((item) => {
          const Icon = icons[item.status];
          return (
            <li key={item.id} className="flex items-center gap-3" data-status={item.status}>
              <Icon
                size={20}
                aria-hidden
                className={
                  item.status === 'sending'
                    ? 'shrink-0 animate-spin text-accent'
                    : item.status === 'done'
                      ? 'shrink-0 text-success'
                      : 'shrink-0 text-accent'
                }
              />
              <p className="min-w-0 flex-1 text-sm">
                <span className="block font-medium">{t(`queue.status.${item.status}`)}</span>
                <span className="block text-muted">
                  {t('queue.taken', { time: time.format(item.createdAt), count: item.photoCount })}
                </span>
              </p>
              {item.status === 'done' && (
                <Button size="sm" onClick={() => open(item)}>
                  {t('queue.open')}
                </Button>
              )}
              {canRetry(item.status) && (
                <Button size="sm" variant="outline" onClick={() => void retryCapture(item.id)}>
                  <RotateCcw size={16} aria-hidden />
                  {t('queue.retry')}
                </Button>
              )}
              {item.status !== 'sending' && item.status !== 'done' && (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('queue.delete')}
                  title={t('queue.delete')}
                  onClick={() => void removeCapture(item.id)}
                >
                  <Trash2 size={18} aria-hidden />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
