import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Eye, EyeOff } from 'lucide-react';
import type { PublicShare, SharedObject } from '../../../contracts/sharing';
import { LanguageSwitch } from '../../components/language-switch';
import { Button } from '../../components/ui/button';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePublicShare } from '../../api/shares';
import { LinkGone } from './components/link-gone';
import { SharedObjectDetails, SharedObjectFacts } from './components/shared-object-details';
import { SharedRoomView } from './components/shared-room';

/** /s/{token}: what someone chose to show, read-only, for anyone holding the link; no account, no app menu. */
export default function SharedPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('sharing');
  const share = usePublicShare(token);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-10">
      <header className="flex items-center justify-between gap-3 py-3">
        <span className="text-xl font-bold text-accent">{t('common:brand')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {share.isPending ? (
          <FullScreenSpinner label={t('common:status.loading')} />
        ) : share.isError ? (
          // A link that was never valid (400: not even a token's shape) leads nowhere either, as a revoked one.
          isApiError(share.error) && (share.error.status === 404 || share.error.status === 400) ? (
            <LinkGone />
          ) : (
            <section className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
              <p className="text-muted">{t('failed')}</p>
              <Button variant="secondary" onClick={() => void share.refetch()}>
                {t('retry')}
              </Button>
            </section>
          )
        ) : (
          <SharedContent share={share.data} />
        )}
      </main>
    </div>
  );
}

function SharedContent({ share }: { share: PublicShare }) {
  const { t, i18n } = useTranslation('sharing');
  const [open, setOpen] = useState<SharedObject | null>(null);
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {t(`kind.${share.scope}`)}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          {share.showValues ? <Eye size={14} aria-hidden /> : <EyeOff size={14} aria-hidden />}
          {share.showValues ? t('values.shown') : t('values.hidden')}
          {share.expiresAt && ` · ${t('expires', { date: formatDate(share.expiresAt, language) })}`}
        </p>
      </div>
      {share.scope === 'object' && (
        <section className="space-y-4">
          <h1 className="text-2xl font-bold break-words">{share.object.name}</h1>
          <SharedObjectFacts object={share.object} showValues={share.showValues} />
        </section>
      )}
      {share.scope === 'room' && <SharedRoomView room={share.room} heading="h1" onOpen={setOpen} />}
      {share.scope === 'house' && (
        <>
          <h1 className="text-2xl font-bold break-words">{share.house.name}</h1>
          {share.house.rooms.length === 0 ? (
            <p className="text-muted">{t('house.empty')}</p>
          ) : (
            share.house.rooms.map((room) => (
              <SharedRoomView key={room.id} room={room} heading="h2" onOpen={setOpen} />
            ))
          )}
        </>
      )}
      <p className="pt-4 text-center text-xs text-muted">{t('readOnly')}</p>
      <SharedObjectDetails object={open} showValues={share.showValues} onClose={() => setOpen(null)} />
    </div>
  );
}
