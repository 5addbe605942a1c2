import { useTranslation } from 'react-i18next';
import { walletErrorMessage } from './walletError.ts';

/** `(cause) => words`: a wallet failure in the user's language. */
export function useWalletErrorText(): (cause: unknown) => string {
  const { t } = useTranslation();
  return (cause) => {
    const said = walletErrorMessage(cause);
    return t(said.key, said.values);
  };
}
