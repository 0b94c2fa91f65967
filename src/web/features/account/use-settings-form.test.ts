import { describe, expect, it } from 'vitest';
import { ownerErrors, settingsPatch, type SettingsValues } from './use-settings-form';

const saved: SettingsValues = {
  firstName: 'Jeanne',
  lastName: '',
  username: '',
  email: 'jeanne@example.com',
  preferredCurrency: 'EUR',
  preferredUnits: 'metric',
  fullName: '',
  address: '1 rue Haute\n75001 Paris',
  phone: '',
  insurer: '',
  policyNumber: '',
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

  it('sends the owner’s details changed, the address line by line as the server keeps it', () => {
    expect(settingsPatch(saved, { ...saved, address: ' 1 rue Haute \n\n75001 Paris ' })).toEqual({});
    expect(
      settingsPatch(saved, {
        ...saved,
        fullName: ' Jeanne Dupont ',
        address: '2 rue Basse\n 75002 Paris',
        policyNumber: 'HAB-1',
      }),
    ).toEqual({ fullName: 'Jeanne Dupont', address: '2 rue Basse\n75002 Paris', policyNumber: 'HAB-1' });
  });

  it('says which owner field the server would refuse', () => {
    expect(ownerErrors({ ...saved, phone: '+33 (0)6 12-34-56-78' })).toEqual({});
    expect(ownerErrors({ ...saved, phone: 'call me' })).toEqual({ phone: 'phone' });
    expect(ownerErrors({ ...saved, address: 'x'.repeat(501), policyNumber: 'P'.repeat(101) })).toEqual({
      address: 'tooLong',
      policyNumber: 'tooLong',
    });
    // Counted as the server keeps it: blank lines and edge spaces are not characters of the address.
    expect(ownerErrors({ ...saved, address: `${'x'.repeat(500)}\n\n   ` })).toEqual({});
  });
});
