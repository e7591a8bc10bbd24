// Node flags of the API server process, wherever it is started (npm start, the benchmarks).
// A 32 MB young-generation semi-space (V8's default on 64-bit is 16 MB): with 100 requests in flight,
// the objects of requests still being answered survive the frequent small collections, get promoted
// and force a full collection every two seconds or so, whose marking threads take CPU from the
// requests. Measured and explained in docs/adr/0012-young-generation-size.md.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32'];
