import { ChainConnection } from './connection.ts';

// One connection per endpoint, shared by everything that renders with it. React may render without
// committing (StrictMode, interrupted renders), so a connection is created on first render and kept alive by
// the components that commit with it; one nobody retains is closed after a grace period.
const GRACE_MS = 5_000;

interface Entry {
  connection: ChainConnection;
  refs: number;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
}

const entries = new Map<string, Entry>();

function scheduleClose(endpoint: string, entry: Entry): void {
  clearTimeout(entry.closeTimer);
  entry.closeTimer = setTimeout(() => {
    if (entry.refs > 0 || entries.get(endpoint) !== entry) return;
    entries.delete(endpoint);
    entry.connection.destroy();
  }, GRACE_MS);
}

/** The shared connection to `endpoint`, created if needed. */
export function connectionFor(endpoint: string): ChainConnection {
  let entry = entries.get(endpoint);
  if (!entry) {
    entry = { connection: new ChainConnection(endpoint), refs: 0, closeTimer: undefined };
    entries.set(endpoint, entry);
    scheduleClose(endpoint, entry);
  }
  return entry.connection;
}

/** Keeps the connection open until the returned function is called. */
export function retainConnection(connection: ChainConnection): () => void {
  const entry = entries.get(connection.endpoint);
  if (!entry || entry.connection !== connection) return () => undefined;
  entry.refs += 1;
  clearTimeout(entry.closeTimer);
  connection.begin();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.refs -= 1;
    if (entry.refs === 0) scheduleClose(connection.endpoint, entry);
  };
}
