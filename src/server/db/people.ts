import { user } from './schema';

/** A person joined by id, as flat columns (a left join's nested object would not come back as null). */
export const byPerson = { byFirstName: user.firstName, byUsername: user.username, byEmail: user.email };

/** The person of a row selected with `byPerson`; null when nobody, or their account is gone. */
export const personOf = (r: {
  byFirstName: string | null;
  byUsername: string | null;
  byEmail: string | null;
}) => (r.byEmail === null ? null : { firstName: r.byFirstName, username: r.byUsername, email: r.byEmail });

/** The columns `displayName` (src/contracts/people.ts) reads, of the users table or an alias of it. */
export const nameColumns = <T extends { firstName: unknown; username: unknown; email: unknown }>(
  u: T,
): Pick<T, 'firstName' | 'username' | 'email'> => ({
  firstName: u.firstName,
  username: u.username,
  email: u.email,
});
