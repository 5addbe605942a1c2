// Lets the Metadata runtime API serve the metadata without importing the module that builds it (which
// imports the API declarations: a cycle). src/metadata/index.ts provides the functions when it loads.
export interface MetadataProvider {
  v14(): Uint8Array;
  atVersion(version: number): Uint8Array | undefined;
  versions: readonly number[];
}

let provider: MetadataProvider | undefined;

export function provideMetadata(p: MetadataProvider): void {
  provider = p;
}

export function metadataProvider(): MetadataProvider {
  if (!provider) throw new Error('metadata not loaded: import src/metadata/index.ts (createRuntime does)');
  return provider;
}
