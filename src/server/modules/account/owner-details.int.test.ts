import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { clientFor } from '../../test/members';
import { createAccountRepository } from './repository';

describe.each(testDbKinds())('owner details on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `owner${++n}-${kind}@example.com`);

  withTestApp((app) => (t = app), kind);

  it('keeps the owner’s details on the account, for the owner only', async () => {
    const owner = await fresh();
    const other = await fresh();
    const patch = {
      fullName: 'Jeanne Dupont',
      address: '  12 rue des Lilas \n\n 75011 Paris  ',
      phone: '+33 6 12 34 56 78',
      insurer: 'MAIF',
      policyNumber: 'HAB-2024-000123',
    };
    const res = await owner.call('PATCH', '/api/auth/user', patch);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...patch, address: '12 rue des Lilas\n75011 Paris' });
    expect((await owner.call('GET', '/api/auth/user')).body).toMatchObject({
      policyNumber: 'HAB-2024-000123',
    });
    // The other account sees its own, empty, details.
    expect((await other.call('GET', '/api/auth/user')).body).toMatchObject({
      fullName: '',
      address: '',
      phone: '',
      insurer: '',
      policyNumber: '',
    });

    const repo = createAccountRepository(t.database.db);
    expect(await repo.ownerDetails(owner.id)).toEqual({
      fullName: 'Jeanne Dupont',
      email: owner.email,
      address: '12 rue des Lilas\n75011 Paris',
      phone: '+33 6 12 34 56 78',
      insurer: 'MAIF',
      policyNumber: 'HAB-2024-000123',
    });
    expect(await repo.ownerDetails(other.id)).toMatchObject({
      fullName: '',
      email: other.email,
      insurer: '',
    });

    for (const bad of [
      { phone: 'call me' },
      { fullName: 'x'.repeat(201) },
      { policyNumber: 'x'.repeat(101) },
      { address: 'x'.repeat(501) },
    ]) {
      const refused = await owner.call('PATCH', '/api/auth/user', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    // Emptied fields are cleared.
    const cleared = await owner.call('PATCH', '/api/auth/user', { phone: '', insurer: null });
    expect(cleared.body).toMatchObject({ phone: '', insurer: '', fullName: 'Jeanne Dupont' });
  });
});
