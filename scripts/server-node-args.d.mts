/** Types of server-node-args.mjs (the benchmarks import it from TypeScript). */
export declare const serverNodeArgs: (nodeOptions?: string) => string[];
