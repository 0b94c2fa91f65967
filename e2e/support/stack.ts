import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { ensureBuilt } from './build';
import { startServer, type RunningServer } from './server';
import { startMailCatcher, type MailCatcher } from './smtp';

export interface Stack {
  mail: MailCatcher;
  server: RunningServer;
  browser: Browser;
}

/**
 * The built app served with its mail caught, and Chromium, for one test file: started before its tests,
 * stopped after them; `set` receives them (the file keeps its own variables).
 */
export function withStack(set: (stack: Stack) => unknown, env: Record<string, string> = {}): void {
  const stack: Partial<Stack> = {};
  beforeAll(async () => {
    ensureBuilt();
    stack.mail = await startMailCatcher();
    stack.server = await startServer({ SMTP_URL: stack.mail.url, ...env });
    stack.browser = await launchBrowser();
    set(stack as Stack);
  });
  afterAll(async () => {
    await stack.browser?.close();
    await stack.server?.stop();
    await stack.mail?.close();
  });
}
