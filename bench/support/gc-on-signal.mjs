// Preloaded into a benchmarked server (with --expose-gc): SIGUSR2 runs a full garbage collection, so a
// memory figure counts what the process keeps, not garbage that happens not to be collected yet.
process.on('SIGUSR2', () => globalThis.gc?.());
