/** Node flags of the API server process (see server-node-args.mjs). */
export declare const SERVER_NODE_ARGS: readonly string[];
