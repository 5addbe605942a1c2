import { useEffect } from 'react';
import { wallet } from './store.ts';
import { useWallet } from './useWallet.ts';
import { sameAccount } from '../address/index.ts';
import { message } from '../i18n/message.ts';

/**
 * Follows the extension behind the connected account: when the extension stops sharing it (removed, or access
 * revoked for it), the wallet disconnects and says why.
 */
export function useExtensionWatch(): void {
  const { session } = useWallet();
  const extension = session?.source.kind === 'extension' ? session.source.extension : undefined;
  const address = session?.address;
  const name = session?.name;
  useEffect(() => {
    if (!extension || !address) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import('./extensions.ts')
      .then(async ({ availableExtensions, enableExtension }) => {
        // An extension that has not injected itself (yet) is not evidence of anything.
        if (!availableExtensions().includes(extension)) return;
        const connected = await enableExtension(extension);
        const check = (accounts: readonly { address: string }[]) => {
          if (live && !accounts.some((account) => sameAccount(account.address, address))) {
            wallet.disconnectBecause(
              message('wallet.notice.extensionGone', { extension, account: name ?? address }),
            );
          }
        };
        if (!live) return;
        check(connected.getAccounts());
        stop = connected.subscribe(check);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [extension, address, name]);
}
