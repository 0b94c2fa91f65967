import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Crown, ExternalLink, Search, TrendingUp } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Spinner } from '../../../components/ui/spinner';
import { useMoney } from '../../../lib/preferences';
import { usePlansForSale } from '../../../lib/subscription';

interface MarketSectionProps {
  object: CollectionObject;
  entitled: boolean;
  searching: boolean;
  /** None for a viewer (decision 037): the sources are read, no search is run. */
  onSearch?: () => void;
}

/**
 * Market sources and a marketplace search for entitled plans; an upgrade prompt for others (decision 005).
 */
export function MarketSection({ object, entitled, searching, onSearch }: MarketSectionProps) {
  const { t } = useTranslation('collection');
  // Self-hosted (decision 035): the administrator gives plans, there is nothing to buy.
  const forSale = usePlansForSale();
  const money = useMoney();
  const sources = object.marketData.sources;
  return (
    <CollapsibleSection
      id="market"
      title={t('object.market')}
      icon={<TrendingUp size={20} aria-hidden />}
      defaultOpen={!entitled}
    >
      {!entitled ? (
        <div className="rounded-xl border border-accent/40 bg-accent/10 p-4">
          <p className="font-semibold">{t('object.marketUpgradeTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('object.marketUpgradeText')}</p>
          {forSale ? (
            <Link to="/monetization?tab=patrimoine" className={buttonClasses('primary', 'sm', 'mt-3')}>
              <Crown size={16} aria-hidden />
              {t('houses.upgradeAction')}
            </Link>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('common:plans.setByAdmin')}</p>
          )}
        </div>
      ) : (
        <>
          {sources.length === 0 ? (
            <p className="text-sm text-muted">{t('object.noMarketData')}</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-muted">{t('object.marketNote')}</p>
              <ul className="space-y-2">
                {sources.map((s, i) => (
                  <li key={`${s.name}-${i}`} className="rounded-xl bg-surface-2 p-3">
                    <span className="font-medium">{s.name}</span>
                    {s.description && <p className="mt-1 text-sm text-muted">{money.text(s.description)}</p>}
                    {s.url && (
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent hover:underline"
                      >
                        {t('object.openSource')}
                        <ExternalLink size={14} aria-hidden />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {onSearch && (
            <Button variant="outline" size="sm" className="mt-4" onClick={onSearch} disabled={searching}>
              {searching ? (
                <Spinner className="[&>span]:h-4 [&>span]:w-4" />
              ) : (
                <Search size={16} aria-hidden />
              )}
              {t('object.searchMarket')}
            </Button>
          )}
        </>
      )}
    </CollapsibleSection>
  );
}
