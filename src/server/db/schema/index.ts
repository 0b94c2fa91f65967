// Every table, one file per area. Later modules add their files here.
export * from './auth';
export * from './collection';
