import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link2, Trash2 } from 'lucide-react';
import type { Share } from '../../../../contracts/sharing';
import { LoadError } from '../../../components/load-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { AccountDialog } from './account-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useRevokeShare, useShares } from '../../../api/shares';

/** Settings: every read-only link the user created, with its target, dates and a revoke button. */
export function SharedLinksSection() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const shares = useShares();
  const revoke = useRevokeShare();
  const [confirming, setConfirming] = useState<Share | null>(null);
  const expired = (s: Share) => s.expiresAt !== null && new Date(s.expiresAt) <= new Date();

  function confirmRevoke() {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        showToast({ title: t('shares.revoked'), description: confirming.targetName, variant: 'success' });
        setConfirming(null);
      },
    });
  }

  return (
    <CollapsibleSection id="settings-shares" title={t('shares.title')} icon={<Link2 size={20} aria-hidden />}>
      <p className="mb-3 text-sm text-muted">{t('shares.intro')}</p>
      {shares.isPending ? (
        <Spinner label={t('common:status.loading')} />
      ) : !shares.data ? (
        <LoadError message={t('shares.loadFailed')} onRetry={shares.refetch} retrying={shares.isFetching} />
      ) : !shares.data.length ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">
          {t('shares.empty')}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="shared-links">
          {shares.data.map((s) => (
            <li key={s.id} className="rounded-xl border border-border bg-surface-2/50 p-3">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{s.targetName}</p>
                  <p className="text-xs text-muted">
                    {t(`shares.scope.${s.scope}`)} ·{' '}
                    {t('shares.created', { date: formatDate(s.createdAt, language) })}
                  </p>
                  <p className="text-xs text-muted">
                    {s.expiresAt
                      ? t(expired(s) ? 'shares.expired' : 'shares.expires', {
                          date: formatDate(s.expiresAt, language),
                        })
                      : t('shares.noExpiry')}
                  </p>
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    <Badge className="border-border bg-surface text-text">
                      {s.showValues ? t('shares.valuesShown') : t('shares.valuesHidden')}
                    </Badge>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-danger"
                  aria-label={t('shares.revokeNamed', { name: s.targetName })}
                  title={t('shares.revoke')}
                  onClick={() => setConfirming(s)}
                >
                  <Trash2 size={18} aria-hidden />
                </Button>
              </div>
              <input
                readOnly
                aria-label={t('shares.url', { name: s.targetName })}
                value={s.url}
                onFocus={(e) => e.currentTarget.select()}
                className="mt-2 w-full rounded-lg border border-border bg-surface px-2 py-1.5 font-mono text-xs text-muted"
              />
            </li>
          ))}
        </ul>
      )}
      <AccountDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('shares.confirmTitle')}
        description={t('shares.confirmText', { name: confirming?.targetName ?? '' })}
        confirmLabel={t('shares.revoke')}
        variant="destructive"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </CollapsibleSection>
  );
}
