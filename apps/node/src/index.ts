export { startNode, NODE_VERSION, type RunningNode } from './node.ts';
export { parseArgs, type RunOptions } from './cli/args.ts';
