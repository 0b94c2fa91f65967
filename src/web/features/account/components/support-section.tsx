import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ChevronRight, LifeBuoy, Lightbulb, Mail, ShieldCheck } from 'lucide-react';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { FeatureRequestDialog } from './feature-request-dialog';

export const SUPPORT_EMAIL = 'support@trouvaille.app';

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent';

/**
 * Settings, support (docs/product.md#settings): mail to the support address, request a feature; the admin
 * link for super users.
 */
export function SupportSection({ isSuperUser }: { isSuperUser: boolean }) {
  const { t } = useTranslation('account');
  const [requesting, setRequesting] = useState(false);
  return (
    <CollapsibleSection
      id="settings-support"
      title={t('support.title')}
      icon={<LifeBuoy size={20} aria-hidden />}
    >
      <div className="-mx-3 space-y-1">
        <a href={`mailto:${SUPPORT_EMAIL}`} className={rowClass}>
          <Mail size={20} aria-hidden className="text-accent" />
          <span className="flex-1">
            {t('support.contact')}
            <span className="block text-sm font-normal text-muted">{SUPPORT_EMAIL}</span>
          </span>
          <ChevronRight size={18} aria-hidden className="text-muted" />
        </a>
        <button type="button" className={rowClass} onClick={() => setRequesting(true)}>
          <Lightbulb size={20} aria-hidden className="text-accent" />
          <span className="flex-1">{t('support.feature')}</span>
          <ChevronRight size={18} aria-hidden className="text-muted" />
        </button>
        {isSuperUser && (
          <Link to="/admin" className={rowClass}>
            <ShieldCheck size={20} aria-hidden className="text-accent" />
            <span className="flex-1">{t('support.admin')}</span>
            <ChevronRight size={18} aria-hidden className="text-muted" />
          </Link>
        )}
      </div>
      <FeatureRequestDialog open={requesting} onOpenChange={setRequesting} />
    </CollapsibleSection>
  );
}
