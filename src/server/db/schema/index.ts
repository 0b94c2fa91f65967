// Every table, one file per area. Later modules add their files here.
export * from './auth';
export * from './billing';
export * from './admin';
export * from './photos';
export * from './analyses';
export * from './collection';
export * from './jobs';
export * from './sharing';
export * from './valuations';
export * from './comparables';
export * from './owner-references';
export * from './idempotency';
export * from './imports';
export * from './report-files';
export * from './collection-totals';
export * from './collections';
