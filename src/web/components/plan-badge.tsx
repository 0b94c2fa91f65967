import { useTranslation } from '../lib/i18n';
import { Crown } from 'lucide-react';
import { getPlan } from '../../contracts/plans';
import { Badge } from './ui/badge';

/** The free plan reads "Gratuit"; others show their tier (Explorer, Connaisseur, Pro, Expert). */
export function PlanBadge({ planId }: { planId: string | null | undefined }) {
  const { t } = useTranslation();
  const plan = getPlan(planId);
  return (
    <Badge>
      {plan.tier !== 'free' && <Crown size={12} aria-hidden className="mr-1" />}
      {t(`plans.tiers.${plan.tier}`)}
    </Badge>
  );
}
