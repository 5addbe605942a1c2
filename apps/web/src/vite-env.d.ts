/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default node endpoint (ws:// or wss://); ws://127.0.0.1:9944 when unset. */
  readonly VITE_LUMI_NODE_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
