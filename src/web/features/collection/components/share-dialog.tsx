import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Check, Copy, Link as LinkIcon } from 'lucide-react';
import type { Share, ShareScope } from '../../../../contracts/sharing';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Segmented } from '../../../components/ui/segmented';
import { InlineSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-catalogue';
import { useCreateShare } from '../../../api/shares';

const DAY = 86_400_000;
type Expiry = '7' | '30' | 'never';

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: ShareScope;
  id: number;
  name: string;
}

/** Creates a read-only link (expiry, values shown or not) and hands it over to copy. */
export function ShareDialog({ open, onOpenChange, scope, id, name }: ShareDialogProps) {
  const { t } = useTranslation('collection');
  const create = useCreateShare();
  const [expiry, setExpiry] = useState<Expiry>('30');
  const [showValues, setShowValues] = useState(false);
  const [share, setShare] = useState<Share | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle');
  const urlInput = useRef<HTMLInputElement>(null);

  // Closing forgets the link shown: the next opening makes a new one on purpose, never silently reuses.
  function change(next: boolean) {
    if (!next) {
      setShare(null);
      setCopy('idle');
      create.reset();
    }
    onOpenChange(next);
  }

  function submit() {
    const expiresAt = expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY).toISOString();
    create.mutate({ scope, id, expiresAt, showValues }, { onSuccess: setShare });
  }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (insecure context, refused permission): the link is selected for a manual copy.
      setCopy('manual');
      urlInput.current?.select();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('share.title', { name })}
      description={t(`share.intro.${scope}`)}
      closeLabel={t('actions.close')}
      footer={
        share ? (
          <Button variant="ghost" onClick={() => change(false)}>
            {t('share.done')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => change(false)}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={submit} disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? <InlineSpinner /> : <LinkIcon size={16} aria-hidden />}
              {t('share.create')}
            </Button>
          </>
        )
      }
    >
      {share ? (
        <div className="space-y-3">
          <label htmlFor="share-url" className="block text-sm font-medium">
            {t('share.linkLabel')}
          </label>
          <input
            id="share-url"
            ref={urlInput}
            readOnly
            value={share.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-xl border border-border bg-surface-2 px-3 py-2.5 font-mono text-xs text-text"
          />
          <Button className="w-full" onClick={() => void copyLink(share.url)}>
            {copy === 'copied' ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
            {copy === 'copied' ? t('share.copied') : t('share.copy')}
          </Button>
          <p role="status" className="text-sm text-muted">
            {copy === 'manual' ? t('share.copyManually') : t('share.revokeHint')}
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="space-y-2">
            <p id="share-expiry" className="text-sm font-medium">
              {t('share.expiry')}
            </p>
            <Segmented
              label={t('share.expiry')}
              value={expiry}
              onValueChange={setExpiry}
              options={[
                { value: '7', label: t('share.days', { count: 7 }) },
                { value: '30', label: t('share.days', { count: 30 }) },
                { value: 'never', label: t('share.never') },
              ]}
            />
          </div>
          <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3">
            <input
              type="checkbox"
              checked={showValues}
              onChange={(e) => setShowValues(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-accent"
            />
            <span>
              <span className="block font-medium">{t('share.showValues')}</span>
              <span className="block text-sm text-muted">{t('share.showValuesHint')}</span>
            </span>
          </label>
          {create.isError && (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(t, create.error, t('share.failed'))}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
