/** Types of server-node-args.mjs (the benchmarks import it from TypeScript). */
export declare const serverNodeArgs: (nodeOptions?: string) => string[];
export declare const threadPoolSize: (cores?: number) => number;
export declare const serverEnv: (
  environment?: Record<string, string | undefined>,
  cores?: number,
) => Record<string, string | undefined>;
