// Loads lazy-b only when asked: a cycle closed by a dynamic import() is allowed.
export const later = () => import('./lazy-b').then((m) => m.name);
export const prefix = 'lazy';
