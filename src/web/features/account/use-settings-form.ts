import { useState } from 'react';
import {
  INSURER_MAX,
  OWNER_ADDRESS_MAX,
  OWNER_NAME_MAX,
  OWNER_PHONE_MAX,
  phonePattern,
  POLICY_NUMBER_MAX,
  type ProfilePatch,
  type Units,
} from '../../../contracts/account';
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
  /** The owner's details for the insurance dossier (decision 026). */
  fullName: string;
  address: string;
  phone: string;
  insurer: string;
  policyNumber: string;
}

/** The owner's fields: one line each, but the address keeps its lines. */
const ownerKeys = ['fullName', 'phone', 'insurer', 'policyNumber'] as const;

/** An address as the server keeps it: each line trimmed, blank lines dropped. */
export const addressLines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

export function valuesOf(user: User): SettingsValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
    email: user.email,
    preferredCurrency: user.preferredCurrency,
    preferredUnits: user.preferredUnits,
    fullName: user.fullName,
    address: user.address,
    phone: user.phone,
    insurer: user.insurer,
    policyNumber: user.policyNumber,
  };
}

/** The owner's fields and their limits (the contract's). */
export const ownerLimits = {
  fullName: OWNER_NAME_MAX,
  address: OWNER_ADDRESS_MAX,
  phone: OWNER_PHONE_MAX,
  insurer: INSURER_MAX,
  policyNumber: POLICY_NUMBER_MAX,
} as const;
export type OwnerField = keyof typeof ownerLimits;

/** The owner's text as the server counts it against its limit (the address line by line). */
export const ownerText = (v: SettingsValues, field: OwnerField) =>
  field === 'address' ? addressLines(v.address) : v[field].trim();

/**
 * What the server would refuse in each owner field, before it is sent: too long (kept whole and said,
 * never cut: decision 029), or a phone number with other signs than a phone's.
 */
export function ownerErrors(v: SettingsValues): Partial<Record<OwnerField, 'tooLong' | 'phone'>> {
  const errors: Partial<Record<OwnerField, 'tooLong' | 'phone'>> = {};
  for (const field of Object.keys(ownerLimits) as OwnerField[]) {
    if (ownerText(v, field).length > ownerLimits[field]) errors[field] = 'tooLong';
  }
  if (!errors.phone && !phonePattern.test(v.phone.trim())) errors.phone = 'phone';
  return errors;
}

/** Only what changed, trimmed as the server would store it: an empty patch means nothing to save. */
export function settingsPatch(saved: SettingsValues, edited: SettingsValues): ProfilePatch {
  const patch: ProfilePatch = {};
  for (const key of ['firstName', 'lastName', 'username', ...ownerKeys] as const) {
    if (edited[key].trim() !== saved[key].trim()) patch[key] = edited[key].trim();
  }
  if (addressLines(edited.address) !== addressLines(saved.address))
    patch.address = addressLines(edited.address);
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
