import type { ErrorText } from '@lumi/chain';
import { useTranslation } from 'react-i18next';
import { sayChainError } from './chainError.ts';

/** A chain error's message and fix in the user's language (`text` is both, as a failure alert shows them). */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: ErrorText) => {
    const said = sayChainError(error, t);
    return { ...said, text: said.fix ? `${said.message} ${said.fix}` : said.message };
  };
}
