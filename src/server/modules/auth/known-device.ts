import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before carries a cookie naming it as that account's device
 * (OWASP's "device cookie" against lockouts): its password tries are counted on the device, not on the
 * account-wide budget an attacker's many addresses use up, so the owner's usual browser still gets in.
 * Signed with a key derived from the session secret and bound to the address: it proves nothing for any
 * other account, and the server keeps no list of devices.
 */
export const KNOWN_DEVICE_COOKIE = 'trouvaille.device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The browser that asked for a sign-in code: only it can use the code (see sign-in-code-service.ts). */
export const SIGN_IN_CHALLENGE_COOKIE = 'trouvaille.sign_in';

export function knownDevices(secret: string) {
  const key = createHmac('sha256', secret).update('trouvaille known device').digest();
  const sign = (email: string, id: string) =>
    createHmac('sha256', key).update(`${email.toLowerCase()}\n${id}`).digest('base64url');

  return {
    /** A cookie value naming this browser as a device of `email`'s account. */
    issue(email: string): string {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${sign(email, id)}`;
    },

    /** The device's id when `value` was issued for this address by this server; null otherwise. */
    recognise(email: string, value: string | undefined): string | null {
      if (!value) return null;
      const [id, mac, ...rest] = value.split('.');
      if (!id || !mac || rest.length > 0 || id.length > 64) return null;
      const expected = Buffer.from(sign(email, id));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
