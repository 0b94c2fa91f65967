/**
 * The one name every screen calls a person by (the header, the dashboard's welcome, a collection's members,
 * who changed an object, who recorded a value): the first name given at registration or in the settings,
 * else the username, else the address's local part — so a person is called the same everywhere.
 */
export function displayName(user: {
  firstName: string | null;
  username: string | null;
  email: string;
}): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const username = user.username?.trim();
  if (username) return username;
  const at = user.email.indexOf('@');
  return at > 0 ? user.email.slice(0, at) : user.email;
}
