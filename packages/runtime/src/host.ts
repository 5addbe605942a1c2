// The contract between the runtime (pure state-transition function) and a host (lumi-node, tests).
// The host owns storage, time and I/O; the runtime only reads a StateReader and returns changes.
// Names follow Substrate's runtime APIs (Core, BlockBuilder, TaggedTransactionQueue) so the node's
// authoring loop reads like a real one.

export type Hex = `0x${string}`;

/** Read-only view of the state at one block. Keys and values are raw bytes, as in Substrate's trie. */
export interface StateReader {
  get(key: Uint8Array): Uint8Array | undefined;
  /**
   * Optional fast path for `get`: the key as lower-case 0x-hex, which is how the runtime indexes its own
   * changes, so a host keyed by hex answers without re-encoding the key.
   */
  getHex?(hex: string): Uint8Array | undefined;
  /** The smallest key that starts with `prefix` and is strictly greater than `after` (or the first with the prefix). */
  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined;
}

/** Changes one block (or one runtime call) makes: hex key -> new value, or null when deleted. */
export type StorageChanges = Map<Hex, Uint8Array | null>;

export interface RuntimeVersion {
  specName: string;
  implName: string;
  authoringVersion: number;
  specVersion: number;
  implVersion: number;
  /** [blake2_64(api trait name), version] */
  apis: [Hex, number][];
  transactionVersion: number;
  /** Called stateVersion before system_version existed; 1 means trie V1. */
  systemVersion: number;
}

export type DigestItem =
  | { type: 'PreRuntime'; engine: Uint8Array; data: Uint8Array }
  | { type: 'Consensus'; engine: Uint8Array; data: Uint8Array }
  | { type: 'Seal'; engine: Uint8Array; data: Uint8Array }
  | { type: 'Other'; data: Uint8Array }
  | { type: 'RuntimeEnvironmentUpdated' };

export interface Header {
  parentHash: Uint8Array;
  number: number;
  stateRoot: Uint8Array;
  extrinsicsRoot: Uint8Array;
  digest: DigestItem[];
}

/** A block the runtime has finished building; `hash` is blake2_256(encodedHeader). */
export interface SealedBlock {
  header: Header;
  encodedHeader: Uint8Array;
  hash: Uint8Array;
  /** Extrinsics exactly as submitted (with their compact length prefix), inherents first. */
  extrinsics: Uint8Array[];
  changes: StorageChanges;
  /**
   * Trie nodes this block's state adds to the host's node store (hash, encoding, path), when the host
   * installed one (Runtime.setTrieNodeSource): the host stores them with the block.
   */
  trieNodes?: StoredTrieNode[];
  /**
   * With `trieNodes`, when the runtime built this block's trie on its parent's stored trie: the places that trie's
   * stored nodes left (hash, path), and its root. Together with `trieNodes` they are what the block took from and
   * added to the store's tries, place by place, without walking both (a place refilled with an equal node is
   * in both lists). The root is the stored trie's the block was built on: its header's state root, unless a dev
   * override changed that block's state in place.
   */
  trieVacated?: {
    parentRoot: Uint8Array;
    places: readonly (readonly [hash: Uint8Array, path: Uint8Array])[];
  };
}

/**
 * A trie node for the host's node store: its blake2_256 hash, its encoding, and its place in the trie: the
 * nibbles (one per byte) from the root to where the node starts, empty for the root. sp-trie keys its nodes by
 * this prefix and the hash, so that a path's nodes and a place's versions sit together in the database.
 */
export type StoredTrieNode = [hash: Uint8Array, encoding: Uint8Array, path: Uint8Array];

/** Receives a trie node for the host's node store: its blake2_256 hash, its encoding and its path. */
export type TrieNodeSink = (hash: Uint8Array, encoding: Uint8Array, path: Uint8Array) => void;

/**
 * Where a host with a node store has block 0 built (Runtime.genesisBlock with a store): the genesis storage is
 * written to it in batches as the pallets build it and read back in key order to make the trie, whose nodes go
 * to `node` as they are made. Neither the state nor the trie is ever held whole in memory.
 */
export interface GenesisStore extends StateReader {
  /** Writes a batch of genesis storage (null deletes); a later write of a key replaces an earlier one. */
  put(changes: StorageChanges): void;
  /** Every entry written, in key order, keys as lower-case 0x-hex. */
  entries(): Iterable<readonly [Hex, Uint8Array]>;
  /** Receives the genesis trie's stored nodes, children before their parent. */
  readonly node: TrieNodeSink;
}

/**
 * The host's store of state trie nodes (Substrate's state backend): what lets the runtime continue a chain
 * after a restart without rebuilding the whole trie.
 */
export interface TrieNodeSource {
  /** A node's encoding by its blake2_256 hash and its path (see StoredTrieNode). */
  node(hash: Uint8Array, path: Uint8Array): Uint8Array | undefined;
  /**
   * The root of the trie of the state the host holds for a block, by block hash: the header's state root, or
   * the root stateOverridden returned for it.
   */
  stateRoot(blockHash: Uint8Array): Uint8Array | undefined;
  /**
   * How many trie nodes built by blocks the runtime may keep in memory: past that, it drops its tries and
   * reopens them from this store, reading nodes again as blocks reach them. Undefined: a built-in default.
   */
  cachedNodes?: number;
}

/** A block's trie after its state was changed in place: its root and the nodes the store does not hold yet. */
export interface OverriddenTrie {
  root: Uint8Array;
  trieNodes: StoredTrieNode[];
}

export type TransactionSource = 'InBlock' | 'Local' | 'External';

export type InvalidTransaction =
  | 'Call'
  | 'Payment'
  | 'Future'
  | 'Stale'
  | 'BadProof'
  | 'AncientBirthBlock'
  | 'ExhaustsResources'
  | { Custom: number }
  | 'BadMandatory'
  | 'MandatoryValidation'
  | 'BadSigner';

export type UnknownTransaction = 'CannotLookup' | 'NoUnsignedValidator' | { Custom: number };

export type TransactionValidityError =
  { type: 'Invalid'; value: InvalidTransaction } | { type: 'Unknown'; value: UnknownTransaction };

export interface ValidTransaction {
  priority: bigint;
  requires: Uint8Array[];
  provides: Uint8Array[];
  longevity: bigint;
  propagate: boolean;
}

export type TransactionValidity =
  { ok: true; value: ValidTransaction } | { ok: false; error: TransactionValidityError };

/** What applying one extrinsic did: included (dispatch may still have failed) or rejected before inclusion. */
export type ApplyOutcome =
  | { included: true; success: boolean; weight: bigint; error?: string }
  | { included: false; error: TransactionValidityError };

export interface BlockBuilder {
  /** Applies one extrinsic (bytes with the compact length prefix). A rejected one leaves no trace. */
  applyExtrinsic(extrinsic: Uint8Array): ApplyOutcome;
  /** Whether an extrinsic of this encoded length and estimated weight still fits the block. */
  wouldFit(extrinsic: Uint8Array): boolean;
  finalize(): SealedBlock;
}

export interface BlockContext {
  hash: Uint8Array;
  number: number;
}

export interface InherentData {
  /** Milliseconds since the Unix epoch; the host keeps it monotonic. */
  timestamp: bigint;
}

/** Thrown by the runtime for a runtime-API call it cannot answer (unknown method, undecodable input). */
export class RuntimeApiError extends Error {
  override readonly name = 'RuntimeApiError';
}

/** One signature check of a signed extrinsic: what MultiSignature::verify needs. */
export interface SignatureCheck {
  scheme: 'ed25519' | 'sr25519' | 'ecdsa';
  /** The signer's 32-byte AccountId. */
  signer: Uint8Array;
  /** 64 bytes (ed25519, sr25519) or 65 (ecdsa, recovery id last). */
  signature: Uint8Array;
  /** The signed message: the signing payload, or its blake2_256 when longer than 256 bytes. */
  message: Uint8Array;
}

/** The runtime as a host sees it: what a Substrate node reaches through wasm exports. */
export interface Runtime {
  readonly version: RuntimeVersion;
  /** The chain's token (symbol, decimals) and SS58 prefix, as a chain spec's `properties` should announce them. */
  readonly properties: { ss58Format: number; tokenSymbol: string; tokenDecimals: number };
  /** Names of the genesis presets (Substrate's GenesisBuilder presets), e.g. 'development', 'local_testnet'. */
  readonly presetNames: readonly string[];
  /** The genesis config JSON of a preset (what `build-spec` writes), validated by `genesisBlock`. */
  genesisPreset(name: string): unknown;
  /**
   * Genesis state and block 0 from a genesis config JSON; throws a clear Error on an invalid config. With
   * `store`, for a host with a node store (setTrieNodeSource), the genesis storage and trie nodes are written
   * to the store as they are made and `changes` is empty (the state is the store's entries) and `trieNodes`
   * undefined: a state of millions of keys is built in batches holding one batch and one path of the trie.
   */
  genesisBlock(config: unknown, store?: GenesisStore): SealedBlock;
  /**
   * Block 0 over raw genesis storage (a raw chain spec's `genesis.raw.top`: 0x-hex key → value), built as
   * `genesisBlock` builds it, so `build-spec --raw` of a config gives the same genesis hash. Throws a clear
   * Error for a key that is not 0x-hex or storage without `:code`. `store` as for `genesisBlock`.
   */
  genesisBlockFromStorage(top: ReadonlyMap<string, Uint8Array>, store?: GenesisStore): SealedBlock;
  /**
   * pallet_timestamp's MinimumPeriod in milliseconds: each block's timestamp inherent must exceed its
   * parent's by at least this much, so a host feeding wall-clock time keeps to it.
   */
  readonly minimumPeriod: bigint;
  /** A runtime API by its Substrate name (`Core_version`, `TransactionPaymentApi_query_info`, ...) with SCALE args. */
  call(state: StateReader, method: string, args: Uint8Array, at: BlockContext): Uint8Array;
  /** TaggedTransactionQueue_validate_transaction against the state of `at`. */
  validateTransaction(
    state: StateReader,
    source: TransactionSource,
    extrinsic: Uint8Array,
    at: BlockContext,
  ): TransactionValidity;
  /** Starts a block on top of `parent` (whose post-state `state` is); inherents are applied first. */
  newBlock(state: StateReader, parent: BlockContext, inherents: InherentData): BlockBuilder;
  /**
   * The signature check `validateTransaction(state, _, extrinsic, at)` (and building the next block on
   * `at`) will make, so a host can verify it ahead of time in worker threads. Undefined for unsigned or
   * undecodable extrinsics and when the extrinsic's birth block is unknown (the runtime rejects those itself).
   */
  signatureCheck?(state: StateReader, extrinsic: Uint8Array, at: BlockContext): SignatureCheck | undefined;
  /**
   * The storage keys applying `extrinsic` will read that it names itself (its signer's account, a transfer's
   * recipient), so a host can load them before the block (a node's prefetch). A hint: it never decides
   * anything, may miss keys, and is [] for what does not decode. Never throws.
   */
  accessHints?(extrinsic: Uint8Array): Uint8Array[];
  /**
   * Replaces how the runtime verifies signatures (default: the wasm crypto, with a cache of successes),
   * e.g. with a verifier that consults results the host computed in worker threads. Must be pure and
   * synchronous; it decides validity, so it must really verify what it has not seen. Passing undefined
   * restores the built-in verifier.
   */
  setSignatureVerifier?(verify: ((check: SignatureCheck) => boolean) | undefined): void;
  /**
   * Tells the runtime that the host changed the state of block `blockHash` in place (a dev node's storage
   * overrides): whatever it derived from that state (the trie the next block's state root is computed from)
   * must follow. A host that never changes a block's state in place never calls it. With a node store
   * installed, returns the changed trie's root and new nodes: a host that stores them, and answers that root
   * for the block (TrieNodeSource.stateRoot), keeps the override across a restart.
   */
  stateOverridden?(blockHash: Uint8Array, changes: StorageChanges): OverriddenTrie | undefined;
  /**
   * Installs the host's trie node store: blocks then list the nodes they add (SealedBlock.trieNodes), and
   * a block on a parent whose trie is not in memory reads the parent's nodes from it as needed.
   */
  setTrieNodeSource?(source: TrieNodeSource | undefined): void;
}
