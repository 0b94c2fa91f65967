import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Crown, Houses } from 'lucide-react';
import type { Tier } from '../../../../contracts/plans';
import { buttonClasses } from '../../../components/ui/button';
import { usePlansForSale } from '../../../lib/subscription';

/** Without the houses entitlement, what it takes, with the current tier (docs/product.md#plans). */
export function HousesUpgradeCard({ tier }: { tier: Tier }) {
  const { t } = useTranslation('collection');
  // Self-hosted (decision 035): the administrator gives plans, there is nothing to buy.
  const forSale = usePlansForSale();
  return (
    <section className="mt-2 rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/15 to-surface p-5">
      <Houses size={32} aria-hidden className="text-accent" />
      <h2 className="mt-3 text-xl font-semibold">{t('houses.upgradeTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('houses.upgradeText')}</p>
      <p className="mt-3 text-sm">
        {t('houses.currentTier')} <strong>{t(`common:plans.tiers.${tier}`)}</strong>
      </p>
      {forSale ? (
        <Link to="/monetization?tab=patrimoine" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
          <Crown size={18} aria-hidden />
          {t('houses.upgradeAction')}
        </Link>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('common:plans.setByAdmin')}</p>
      )}
    </section>
  );
}
