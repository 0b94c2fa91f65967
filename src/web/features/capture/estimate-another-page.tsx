import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { clearCapturedPhotos } from '../../lib/capture-session';

/** /estimate-another: the stored photos and result go, then the camera. */
export default function EstimateAnotherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    void clearCapturedPhotos().then(() => {
      if (!left) navigate('/camera', { replace: true });
    });
    return () => {
      left = true;
    };
  }, [navigate]);
  return <FullScreenSpinner label={t('status.redirecting')} />;
}
