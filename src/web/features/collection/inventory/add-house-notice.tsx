import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Crown } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Without the houses entitlement, "Add house" explains where several houses come from. */
export function AddHouseNotice({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('collection');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('inventory.addHouseNoticeTitle')}
      description={t('houses.upgradeText')}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.close')}
          </Button>
          <Link to="/monetization?tab=patrimoine" className={buttonClasses('primary')}>
            <Crown size={18} aria-hidden />
            {t('houses.upgradeAction')}
          </Link>
        </>
      }
    />
  );
}
