import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ArrowLeft, Pencil, RefreshCw, Share2, Trash2 } from 'lucide-react';
import {
  OBJECT_NAME_MAX,
  PHOTOS_PER_OBJECT_MAX,
  type CollectionObject,
  type Room,
} from '../../../../contracts/collection';
import { AppraisalSteps } from '../../../components/appraisal/appraisal-steps';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { textLength } from '../../../lib/field-errors';
import { showToast } from '../../../lib/toast';
import { useDeleteObject } from '../../../api/objects';
import { useCanEdit } from '../../../api/collections';
import { LabelsButton } from '../components/report-buttons';
import { ShareDialog } from '../components/share-dialog';
import { AddPhotoDialog } from './add-photo-dialog';
import { CharacteristicsDialog } from './characteristics-dialog';
import { CharacteristicsSection } from './characteristics-section';
import { ComparablesSection } from './comparables-section';
import { DeleteObjectDialog } from './delete-object-dialog';
import { DetailsSection } from './details-section';
import { HistorySection } from './history-section';
import { EditForm } from './edit-form';
import { InsuranceSection } from './insurance-section';
import { MarketSection } from './market-section';
import { ObjectHero } from './object-hero';
import { toDraft, validateDraft, type DraftError, type ObjectDraft } from './object-draft';
import { OriginDialog } from './origin-dialog';
import { OriginSection } from './origin-section';
import { PhotosSection } from './photos-section';
import { RefineEstimate } from './refine-estimate';
import { ResearchSection } from './research-section';
import { useObjectActions } from './use-object-actions';
import { ValueSection } from './value-section';
import { ValueHistorySection } from './value-history-section';

type Open = 'none' | 'characteristics' | 'origin' | 'photo' | 'delete' | 'share';

/** View mode, edit mode (Save / Cancel / Save and Update Estimation, decision 005) and the dialogs. */
export function ObjectView({
  object,
  rooms,
  entitled,
}: {
  object: CollectionObject;
  rooms: Room[];
  entitled: boolean;
}) {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const actions = useObjectActions(object);
  // A viewer reads (decision 037): no edit, delete, share, analysis or valuation controls.
  const canEdit = useCanEdit();
  const remove = useDeleteObject();
  const loaded = useMemo(() => toDraft(object), [object]);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ObjectDraft>(loaded);
  const [error, setError] = useState<DraftError | null>(null);
  const [pending, setPending] = useState<string[]>([]);
  const [open, setOpen] = useState<Open>('none');
  const close = (o: boolean) => !o && setOpen('none');
  const photoCount = (object.imageUrl ? 1 : 0) + object.additionalImages.length + pending.length;

  function startEditing() {
    setDraft(loaded);
    setPending([]);
    setError(null);
    setEditing(true);
  }

  // Cancel restores exactly what was loaded and forgets photos taken in this edit.
  function cancel() {
    setDraft(loaded);
    setPending([]);
    setError(null);
    setEditing(false);
  }

  async function submit(reanalyze: boolean) {
    const problem = validateDraft(draft);
    setError(problem);
    // A name past its limit is said under the field already (edit-form.tsx): nothing is sent.
    if (problem || textLength(draft.name, OBJECT_NAME_MAX).over) return;
    const ok = reanalyze
      ? await actions.saveAndReanalyze(draft, loaded, pending)
      : await actions.save(draft, pending);
    if (!ok) return;
    setPending([]);
    setEditing(false);
  }

  function confirmDelete() {
    remove.mutate(object.id, {
      onSuccess: () => {
        showToast({ title: t('object.deleted'), description: object.name, variant: 'success' });
        navigate('/collection', { replace: true });
      },
      onError: () =>
        showToast({
          title: t('object.deleteFailed'),
          description: t('actions.retry'),
          variant: 'destructive',
        }),
    });
  }

  const roomName = rooms.find((r) => r.id === object.roomId)?.name ?? t('object.noRoom');
  return (
    <div className="flex flex-1 flex-col gap-3 pt-3 pb-24">
      <div className="flex items-center gap-1">
        <Link
          to="/collection"
          aria-label={t('object.back')}
          title={t('object.back')}
          className={buttonClasses('ghost', 'icon', '-ml-3')}
        >
          <ArrowLeft size={22} aria-hidden />
        </Link>
        <span className="flex-1" />
        {!editing && (
          <>
            <LabelsButton target={{ object: object.id }} variant="ghost" />
          </>
        )}
        {!editing && canEdit && (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('share.named', { name: object.name })}
              title={t('share.action')}
              onClick={() => setOpen('share')}
            >
              <Share2 size={18} aria-hidden />
            </Button>
            <Button variant="secondary" size="sm" onClick={startEditing}>
              <Pencil size={16} aria-hidden />
              {t('object.edit')}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('object.deleteTitle')}
              title={t('object.deleteTitle')}
              className="text-danger"
              onClick={() => setOpen('delete')}
            >
              <Trash2 size={18} aria-hidden />
            </Button>
          </>
        )}
      </div>

      <ObjectHero object={object} />
      {editing ? (
        <EditForm draft={draft} rooms={rooms} error={error} onChange={setDraft} />
      ) : (
        <DetailsSection object={object} roomName={roomName} />
      )}
      {!editing && <InsuranceSection object={object} />}
      <CharacteristicsSection
        object={object}
        onEdit={canEdit ? () => setOpen('characteristics') : undefined}
      />
      <OriginSection object={object} onEdit={canEdit ? () => setOpen('origin') : undefined} />
      <PhotosSection
        // Remounted on entering edit mode so it opens there, with its Add photo button in view.
        key={editing ? 'editing' : 'viewing'}
        defaultOpen={editing}
        object={object}
        editing={editing && photoCount < PHOTOS_PER_OBJECT_MAX}
        pending={pending}
        onAddPhoto={() => setOpen('photo')}
        onRemovePending={(i) => setPending((p) => p.filter((_, j) => j !== i))}
      />
      <ValueSection object={object} />
      {canEdit && (
        <RefineEstimate object={object} analysisId={actions.latestAnalysisId ?? object.analysisId} />
      )}
      <AppraisalSteps steps={object.analysisData.steps} />
      <ComparablesSection object={object} readOnly={!canEdit} />
      <ValueHistorySection object={object} readOnly={!canEdit} />
      <ResearchSection object={object} />
      <MarketSection
        object={object}
        entitled={entitled}
        searching={actions.searching}
        onSearch={canEdit ? () => void actions.searchMarket() : undefined}
      />
      <HistorySection objectId={object.id} rooms={rooms} />

      {editing && (
        <BottomBar>
          <div className="mx-auto grid max-w-md grid-cols-2 gap-2 px-4 py-3">
            <Button variant="ghost" onClick={cancel} disabled={actions.saving}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void submit(false)} disabled={actions.saving}>
              {t('actions.save')}
            </Button>
            <Button
              variant="outline"
              className="col-span-2"
              onClick={() => void submit(true)}
              disabled={actions.saving}
            >
              {actions.reanalyzing ? (
                <Spinner className="[&>span]:h-4 [&>span]:w-4" />
              ) : (
                <RefreshCw size={16} aria-hidden />
              )}
              {t('object.saveAndReanalyze')}
            </Button>
          </div>
        </BottomBar>
      )}

      <CharacteristicsDialog
        open={open === 'characteristics'}
        value={object.keyCharacteristics}
        pending={actions.saving}
        onOpenChange={close}
        onSave={async (v) => (await actions.saveCharacteristics(v)) && setOpen('none')}
      />
      <OriginDialog
        open={open === 'origin'}
        value={object.possibleOrigin}
        pending={actions.saving}
        onOpenChange={close}
        onSave={async (v) => (await actions.saveOrigin(v)) && setOpen('none')}
      />
      <AddPhotoDialog
        open={open === 'photo'}
        onOpenChange={close}
        onCapture={(url) => setPending((p) => [...p, url])}
      />
      <ShareDialog
        open={open === 'share'}
        onOpenChange={close}
        scope="object"
        id={object.id}
        name={object.name}
      />
      <DeleteObjectDialog
        open={open === 'delete'}
        name={object.name}
        pending={remove.isPending}
        onOpenChange={close}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
