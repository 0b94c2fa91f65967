/**
 * The id of the `<script type="application/json">` in which the server hands a signed-in first screen its
 * user (what GET /api/auth/user answers), so the app paints without asking first (src/server/spa.ts,
 * src/web/lib/session.ts). No zod here: the web app's entry imports it.
 */
export const SESSION_USER_ELEMENT = 'session-user';
