import { describe, expect, it } from 'vitest';
import { settingsPatch, type SettingsValues } from './use-settings-form';

const saved: SettingsValues = {
  firstName: 'Jeanne',
  lastName: '',
  username: '',
  email: 'jeanne@example.com',
  preferredCurrency: 'EUR',
  preferredUnits: 'metric',
};

describe('settings patch', () => {
  it('is empty when nothing really changed', () => {
    expect(settingsPatch(saved, { ...saved, firstName: ' Jeanne ', email: 'JEANNE@example.com ' })).toEqual(
      {},
    );
  });

  it('sends only the changed fields, trimmed; an emptied name clears it', () => {
    expect(
      settingsPatch(saved, { ...saved, firstName: '', lastName: ' Martin ', preferredUnits: 'imperial' }),
    ).toEqual({
      firstName: '',
      lastName: 'Martin',
      preferredUnits: 'imperial',
    });
  });

  it('asks for an email change with the address lowercased', () => {
    expect(settingsPatch(saved, { ...saved, email: ' New@Example.com' })).toEqual({
      email: 'new@example.com',
    });
  });
});
