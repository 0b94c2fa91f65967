import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Crown } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePlansForSale } from '../../../lib/subscription';

/** Without the houses entitlement, "Add house" explains where several houses come from. */
export function AddHouseNotice({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('collection');
  const forSale = usePlansForSale();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('inventory.addHouseNoticeTitle')}
      description={
        forSale ? t('houses.upgradeText') : `${t('houses.upgradeText')} ${t('common:plans.setByAdmin')}`
      }
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.close')}
          </Button>
          {forSale && (
            <Link to="/monetization?tab=patrimoine" className={buttonClasses('primary')}>
              <Crown size={18} aria-hidden />
              {t('houses.upgradeAction')}
            </Link>
          )}
        </>
      }
    />
  );
}
