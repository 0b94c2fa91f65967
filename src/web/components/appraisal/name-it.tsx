import { useEffect, useId, useState } from 'react';
import { PencilLine } from 'lucide-react';
import { MAX_OWN_NAME, type AnalysisResponse } from '../../../contracts/analysis-api';
import { useTranslation } from '../../lib/i18n';
import { useNameObject, useObjectTypes } from '../../api/analyses';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Panel, PanelStatus } from '../ui/panel';
import { Select } from '../ui/select';
import { FollowUpAllowance, followUpFailure } from './follow-up-allowance';

/** The value once it has stopped changing for `ms`: one search per pause in the typing, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Shared by the capture flow's result and a saved object's page. When every candidate misses, or a
 * confident answer is wrong, the owner says what the object is: the types their words name are offered as
 * they type, and the one picked is appraised (one of the namings the analysis includes); when none fits, their own words are kept
 * in a family they choose, with no price.
 */
export function NameIt({
  result,
  onNamed,
}: {
  result: AnalysisResponse;
  onNamed: (next: AnalysisResponse) => void;
}) {
  const { t } = useTranslation('appraisal');
  const unsure = result.candidates.length > 0;
  const [open, setOpen] = useState(unsure);
  const [text, setText] = useState('');
  const [familyId, setFamilyId] = useState<string>();
  // With types to pick from, keeping one's own words is a second thought, opened on demand.
  const [ownOpen, setOwnOpen] = useState(false);
  const ids = { title: useId(), help: useId(), input: useId(), family: useId() };
  const typed = useSettled(text.trim(), 250);
  const types = useObjectTypes(typed, open && typed.length > 0);
  const name = useNameObject();
  useEffect(() => setOpen(unsure), [unsure]);

  if (!open)
    return (
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <PencilLine size={16} aria-hidden />
        {t('name.notThis')}
      </Button>
    );

  const matches = typed ? (types.data?.matches ?? []) : [];
  const families = types.data?.families ?? [];
  // The family the answer names is the likeliest; else that of the first type the words name.
  const family =
    familyId ?? families.find((f) => f.name === result.category)?.id ?? matches[0]?.familyId ?? undefined;
  const own = text.trim();
  const done = (next: AnalysisResponse) => {
    setText('');
    setFamilyId(undefined);
    setOwnOpen(false);
    setOpen(next.candidates.length > 0);
    onNamed(next);
  };
  const settled = typed && types.data && !types.isFetching;

  return (
    <Panel
      id={ids.title}
      icon={<PencilLine size={18} aria-hidden className="text-accent" />}
      title={unsure ? t('name.title') : t('name.titleSure')}
      help={<span id={ids.help}>{t('name.help')}</span>}
    >
      <Input
        id={ids.input}
        className="mt-3"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MAX_OWN_NAME}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('name.placeholder')}
        aria-labelledby={ids.title}
        aria-describedby={ids.help}
        disabled={name.isPending}
      />
      {matches.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={t('name.matches')}>
          {matches.map((m) => (
            <li key={m.id}>
              <Button
                variant="outline"
                className="w-full text-left"
                disabled={name.isPending}
                onClick={() =>
                  name.mutate({ analysisId: result.analysisId, typeId: m.id }, { onSuccess: done })
                }
              >
                <span className="flex w-full flex-col items-start">
                  <span className="break-words">{m.name}</span>
                  <span className="text-sm font-normal text-muted">{m.familyName}</span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {settled ? (matches.length ? t('name.found', { count: matches.length }) : t('name.noMatch')) : ''}
      </p>
      {settled && matches.length === 0 && <p className="mt-3 text-sm text-muted">{t('name.noMatch')}</p>}
      {own && families.length > 0 && matches.length > 0 && !ownOpen && (
        <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={() => setOwnOpen(true)}>
          {t('name.ownTitle')}
        </Button>
      )}
      {own && families.length > 0 && (matches.length === 0 || ownOpen) && (
        <div className="mt-4 space-y-2 border-t border-border pt-4">
          <p className="text-sm font-semibold">{t('name.ownTitle')}</p>
          <p className="text-sm text-muted">{t('name.ownHelp')}</p>
          <Select
            id={ids.family}
            aria-label={t('name.family')}
            value={family}
            onValueChange={setFamilyId}
            placeholder={t('name.familyPlaceholder')}
            options={families.map((f) => ({ value: f.id, label: f.name }))}
            disabled={name.isPending}
          />
          <Button
            variant="outline"
            className="w-full"
            disabled={name.isPending || !family}
            onClick={() =>
              family &&
              name.mutate({ analysisId: result.analysisId, text: own, familyId: family }, { onSuccess: done })
            }
          >
            {t('name.keep')}
          </Button>
        </div>
      )}
      <FollowUpAllowance result={result} kind="identify" />
      <PanelStatus
        working={name.isPending && t('name.working')}
        failed={name.error ? followUpFailure(t, name.error, t('name.failed')) : null}
      />
    </Panel>
  );
}
