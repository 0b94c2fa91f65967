import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CollectionObject, KeyCharacteristics, PossibleOrigin } from '../../../../contracts/collection';
import { codeMessageKey } from '../../../lib/error-catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useReanalyzeObject, useUpdateObject } from '../../../api/objects';
import { useSearchMarketplace } from '../../../api/comparables';
import { analysisToPatch, draftToPatch, type ObjectDraft } from './object-draft';

/** New photos join the object's: the first becomes its main photo when it had none. */
function photosPatch(object: CollectionObject, pending: string[]) {
  if (!pending.length) return {};
  if (!object.imageUrl)
    return { imageUrl: pending[0], additionalImages: [...object.additionalImages, ...pending.slice(1)] };
  return { additionalImages: [...object.additionalImages, ...pending] };
}

/** The object screen's changes, each with its own success and failure toasts. */
export function useObjectActions(object: CollectionObject) {
  const { t } = useTranslation('collection');
  const update = useUpdateObject();
  const reanalyze = useReanalyzeObject();
  const market = useSearchMarketplace();
  const [reanalyzing, setReanalyzing] = useState(false);
  // The analysis the estimate now comes from, once re-analysed here (the object keeps the one it was saved from).
  const [latestAnalysisId, setLatestAnalysisId] = useState<string | null>(null);
  // The server's own text may be in another language than the screen: known codes are translated here.
  const failed = (title: string, error?: unknown) => {
    const key = codeMessageKey(error);
    showToast({
      title,
      description: key ? t(key, { ns: 'common' }) : t('actions.retry'),
      variant: 'destructive',
    });
  };

  async function save(draft: ObjectDraft, pending: string[]): Promise<boolean> {
    try {
      await update.mutateAsync({ id: object.id, ...draftToPatch(draft), ...photosPatch(object, pending) });
      showToast({ title: t('object.updated'), variant: 'success' });
      return true;
    } catch {
      failed(t('object.updateFailed'));
      return false;
    }
  }

  /** Edits (and new photos) are saved first so the new analysis sees them; then its answer is saved. */
  async function saveAndReanalyze(
    draft: ObjectDraft,
    loaded: ObjectDraft,
    pending: string[],
  ): Promise<boolean> {
    setReanalyzing(true);
    try {
      await update.mutateAsync({ id: object.id, ...draftToPatch(draft), ...photosPatch(object, pending) });
    } catch {
      setReanalyzing(false);
      failed(t('object.updateFailed'));
      return false;
    }
    try {
      const analysis = await reanalyze.mutateAsync({ objectId: object.id, language: currentLanguage() });
      await update.mutateAsync({ id: object.id, ...analysisToPatch(analysis, draft, loaded) });
      setLatestAnalysisId(analysis.analysisId);
      showToast({ title: t('object.reanalyzed'), variant: 'success' });
    } catch (error) {
      // The edits are kept; only the new estimate is missing.
      failed(t('object.reanalyzeFailed'), error);
    } finally {
      setReanalyzing(false);
    }
    return true;
  }

  async function savePart(
    body: { keyCharacteristics: KeyCharacteristics } | { possibleOrigin: PossibleOrigin },
    done: string,
  ): Promise<boolean> {
    try {
      await update.mutateAsync({ id: object.id, ...body });
      showToast({ title: done, variant: 'success' });
      return true;
    } catch {
      failed(t('object.updateFailed'));
      return false;
    }
  }

  async function searchMarket(): Promise<void> {
    try {
      const { marketData } = await market.mutateAsync({
        objectId: object.id,
        name: object.name,
        category: object.category,
        searchTerms: object.searchTerms,
        language: currentLanguage(),
      });
      // Kept on the object, so the sources are still there next time.
      await update.mutateAsync({ id: object.id, marketData });
      showToast({ title: t('object.marketDone'), variant: 'success' });
    } catch {
      failed(t('object.marketFailed'));
    }
  }

  return {
    save,
    saveAndReanalyze,
    saveCharacteristics: (value: KeyCharacteristics) =>
      savePart({ keyCharacteristics: value }, t('object.characteristicsUpdated')),
    saveOrigin: (value: PossibleOrigin) => savePart({ possibleOrigin: value }, t('object.originUpdated')),
    searchMarket,
    saving: update.isPending || reanalyzing,
    reanalyzing,
    latestAnalysisId,
    searching: market.isPending,
  };
}
