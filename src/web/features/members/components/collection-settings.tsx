import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import type { CurrentCollection, UpdateCollectionBody } from '../../../../contracts/collections';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { InlineSpinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { collectionLabel } from '../../../lib/collection-name';
import { useTranslation } from '../../../lib/i18n';

const NAME_MAX = 100;

interface CollectionSettingsProps {
  collection: CurrentCollection;
  pending: boolean;
  onSave: (body: UpdateCollectionBody) => void;
}

/** The collection's name and whether viewers see amounts: owners change them, the others read them. */
export function CollectionSettings({ collection, pending, onSave }: CollectionSettingsProps) {
  const { t } = useTranslation('members');
  const owner = collection.role === 'owner';
  const [name, setName] = useState(collection.name);
  const trimmed = name.trim();
  const tooLong = trimmed.length > NAME_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed && !tooLong && trimmed !== collection.name) onSave({ name: trimmed });
  }

  if (!owner)
    return (
      <div className="space-y-1">
        <p className="font-semibold break-words">{collectionLabel(t, collection)}</p>
        <p className="text-sm text-muted">
          {t(`roles.${collection.role}`)} · {t(`roleHints.${collection.role}`)}
        </p>
        {collection.amountsHidden && <p className="text-sm text-muted">{t('amountsHidden')}</p>}
      </div>
    );

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={submit} className="space-y-2">
        <TextField
          id="collection-name"
          label={t('settings.name')}
          value={name}
          // Unnamed, it goes by its founder's name: shown as the example to replace.
          placeholder={collectionLabel(t, { ...collection, name: '' })}
          maxLength={NAME_MAX + 20}
          length={{ used: trimmed.length, max: NAME_MAX }}
          onChange={(e) => setName(e.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={pending || !trimmed || tooLong || trimmed === collection.name}
        >
          {pending ? <InlineSpinner /> : <Save size={16} aria-hidden />}
          {t('settings.save')}
        </Button>
      </form>
      <div className="flex items-center justify-between gap-4 py-2">
        <label htmlFor="hide-amounts" className="cursor-pointer">
          <span className="block font-medium">{t('settings.hideAmounts')}</span>
          <span id="hide-amounts-hint" className="mt-0.5 block text-sm text-muted">
            {t('settings.hideAmountsHint')}
          </span>
        </label>
        <Switch
          id="hide-amounts"
          checked={collection.hideAmountsFromViewers}
          disabled={pending}
          aria-describedby="hide-amounts-hint"
          onCheckedChange={(checked) => onSave({ hideAmountsFromViewers: checked })}
        />
      </div>
    </div>
  );
}
