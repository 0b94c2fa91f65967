// The usage calls live in src/web/api/usage.ts (decision 033); this name stays for the files that still
// import it (the capture queue and the subscription screens, changed by other work).
export * from '../api/usage';
