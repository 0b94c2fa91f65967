import type { Plugin } from 'vite';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/**
 * A plugin's hook as a plain function, whether the plugin wrote it as one or as `{ handler }`, for the
 * plugins' tests to call with small inputs (a fake bundle, a folder of files) instead of a whole build.
 */
export function hookOf(plugin: Plugin, name: keyof Plugin): Hook {
  const hook: unknown = plugin[name];
  const fn = typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook;
  if (typeof fn !== 'function') throw new Error(`${plugin.name} has no ${String(name)} hook`);
  return fn as Hook;
}
