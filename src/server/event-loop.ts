/**
 * Lets timers, sockets and other requests run before a long piece of work goes on. Needed between steps
 * that resolve through promises alone: the embedded database answers a query without any I/O, so a loop of
 * queries never yields on its own and held the server for the whole loop (half a second for 8,000 objects).
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
