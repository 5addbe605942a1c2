// Types of build.mjs (plain JavaScript so that launchers run it without tsx).
export declare const NODE_DIST: string;
export declare const NODE_MAIN: string;
export declare function buildNode(): Promise<number>;
export declare function nodeBuildStaleReason(): string | undefined;
export declare function ensureNodeBuild(): Promise<string | undefined>;
