import { useState } from 'react';
import type { ProfilePatch, Units } from '../../../contracts/account';
import type { User } from '../../../contracts/auth';
import type { Currency } from '../../../contracts/currency';

/** The fields the Save button sends (PATCH /api/auth/user). Language saves on its own, at once. */
export interface SettingsValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  preferredCurrency: Currency;
  preferredUnits: Units;
}

export function valuesOf(user: User): SettingsValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
    email: user.email,
    preferredCurrency: user.preferredCurrency,
    preferredUnits: user.preferredUnits,
  };
}

/** Only what changed, trimmed as the server would store it: an empty patch means nothing to save. */
export function settingsPatch(saved: SettingsValues, edited: SettingsValues): ProfilePatch {
  const patch: ProfilePatch = {};
  for (const key of ['firstName', 'lastName', 'username'] as const) {
    if (edited[key].trim() !== saved[key].trim()) patch[key] = edited[key].trim();
  }
  const email = edited.email.trim().toLowerCase();
  if (email !== saved.email.toLowerCase()) patch.email = email;
  if (edited.preferredCurrency !== saved.preferredCurrency)
    patch.preferredCurrency = edited.preferredCurrency;
  if (edited.preferredUnits !== saved.preferredUnits) patch.preferredUnits = edited.preferredUnits;
  return patch;
}

/** The form, what the server holds, and the difference that makes the Save button appear. */
export function useSettingsForm(user: User) {
  const saved = valuesOf(user);
  const [edited, setEdited] = useState<SettingsValues>(saved);
  const patch = settingsPatch(saved, edited);
  const dirty = Object.keys(patch).length > 0;

  function set<K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) {
    setEdited((v) => ({ ...v, [key]: value }));
  }

  /** After a save: the form shows what the server answered (the response refills the form). */
  function reset(next: User) {
    setEdited(valuesOf(next));
  }

  return { values: edited, set, patch, dirty, reset };
}
