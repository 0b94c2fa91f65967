import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ImagePlus } from 'lucide-react';
import { MAX_PHOTOS, type AnalysisResponse } from '../../../../contracts/analysis-api';
import { Button } from '../../../components/ui/button';
import { Panel, PanelStatus } from '../../../components/ui/panel';
import { fileToCapturedPhoto, prepareForUpload } from '../lib/image';
import { failureMessage } from '../lib/use-analysis-run';
import { useAddAnalysisPhoto } from '../../../api/analyses';
import { FollowUpAllowance, followUpFailure } from '../../../components/appraisal/follow-up-allowance';

/**
 * The photo an appraiser would ask for next (the mark underneath, a signature, a label), added to this
 * analysis: the appraisal is redone on every photo and any text on it is read; one of the close-ups the
 * analysis includes (decision 021).
 */
export function AddCloseUp({
  result,
  onAdded,
}: {
  result: AnalysisResponse;
  onAdded: (next: AnalysisResponse) => void;
}) {
  const { t, i18n } = useTranslation('capture');
  const input = useRef<HTMLInputElement>(null);
  const add = useAddAnalysisPhoto(async (file) => prepareForUpload(await fileToCapturedPhoto(file)));
  if ((result.photos?.length ?? 0) >= MAX_PHOTOS) return null;
  const next = result.expertiseReport?.furtherResearch?.recommendations?.[0];
  return (
    <Panel
      id="close-up-title"
      icon={<ImagePlus size={18} aria-hidden className="text-accent" />}
      title={t('results.closeUp.title')}
      help={next ?? t('results.closeUp.help')}
    >
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        aria-label={t('results.closeUp.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) add.mutate({ analysisId: result.analysisId, file }, { onSuccess: onAdded });
        }}
      />
      <Button
        variant="outline"
        className="mt-3 w-full"
        disabled={add.isPending}
        onClick={() => input.current?.click()}
      >
        <ImagePlus size={18} aria-hidden />
        {add.isPending ? t('results.closeUp.working') : t('results.closeUp.button')}
      </Button>
      <FollowUpAllowance result={result} kind="photo" />
      <PanelStatus
        failed={
          add.isError &&
          followUpFailure(
            t,
            add.error,
            failureMessage(add.error, t, (key) => i18n.exists(key), 1),
          )
        }
      />
    </Panel>
  );
}
