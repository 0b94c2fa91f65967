import { user } from './schema';

/** A person's name as others see them: first name, else full name, else the address's first part. */
export const displayName = (u: { firstName: string | null; name: string; email: string }) =>
  u.firstName?.trim() || u.name.trim() || u.email.split('@')[0];

/** A person joined by id, as flat columns (a left join's nested object would not come back as null). */
export const byPerson = { byFirstName: user.firstName, byName: user.name, byEmail: user.email };

/** The person of a row selected with `byPerson`; null when nobody, or their account is gone. */
export const personOf = (r: { byFirstName: string | null; byName: string | null; byEmail: string | null }) =>
  r.byEmail === null ? null : { firstName: r.byFirstName, name: r.byName ?? '', email: r.byEmail };
