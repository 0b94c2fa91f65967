import type { TFunction } from '../lib/i18n';
import { useTranslation } from '../lib/i18n';
import { Check } from 'lucide-react';
import { hasPremiumEntitlements, type Plan } from '../../contracts/plans';
import { formatCount } from '../lib/format';
import { cn } from './ui/cn';

/** "2 GB", "500 Mo": storage sizes of the catalogue, in the interface language. */
export function storageLabel(t: TFunction, mb: number): string {
  if (mb >= 1024 * 1024) return t('plans:storage.tb', { n: mb / (1024 * 1024) });
  if (mb >= 1024) return t('plans:storage.gb', { n: mb / 1024 });
  return t('plans:storage.mb', { n: mb });
}

/** "2 000 analyses par mois", "Unlimited analyses": the figure grouped the way the language writes it. */
export function analysesLabel(t: TFunction, plan: Plan, language: 'fr' | 'en'): string {
  if (plan.analysesPerMonth === null) return t('plans:features.analysesUnlimited');
  const n = plan.analysesPerMonth;
  return t('plans:features.analyses', { count: n, n: formatCount(n, language) });
}

/** "Jusqu'à 5 000 objets", "Up to 20 rooms": a collection limit of the catalogue (decision 020). */
function limitLabel(t: TFunction, key: 'objects' | 'rooms' | 'houses', n: number, language: 'fr' | 'en') {
  return t(`plans:features.${key}`, { count: n, n: formatCount(n, language) });
}

/**
 * What a plan includes, read from the catalogue and the entitlement rule (docs/product.md#plans: houses and
 * market analysis from collection up): never a list typed by hand that could drift from the server.
 */
export function planFeatures(t: TFunction, plan: Plan, language: 'fr' | 'en'): string[] {
  const list = [
    analysesLabel(t, plan, language),
    t('plans:features.storage', { size: storageLabel(t, plan.storageMb) }),
    limitLabel(t, 'objects', plan.maxObjects, language),
    limitLabel(t, 'rooms', plan.maxRooms, language),
  ];
  if (hasPremiumEntitlements(plan.tier, false))
    list.push(limitLabel(t, 'houses', plan.maxHouses, language), t('plans:features.market'));
  list.push(t('plans:features.export'));
  return list;
}

export function PlanFeatures({ plan, className }: { plan: Plan; className?: string }) {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <ul className={cn('space-y-1.5 text-sm', className)}>
      {planFeatures(t, plan, language).map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check size={16} aria-hidden className="mt-0.5 shrink-0 text-success" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
