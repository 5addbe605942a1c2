import { createMemoryStorage } from './memoryStorage.ts';
import { createConfigStore, type ConfigStore, type StorageLike } from './store.ts';

const STORAGE_PROBE = 'wallet-keypair';

function browserStorage(): StorageLike {
  try {
    // Reading the property itself throws where storage is disabled (some privacy modes, sandboxed frames).
    const storage = window.localStorage;
    storage.getItem(STORAGE_PROBE);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/** The app's configuration entity. */
export const appConfig: ConfigStore = createConfigStore(browserStorage(), window);
