import type { ErrorText } from '@lumi/chain';
import { useTranslation } from 'react-i18next';
import { chainErrorMessages } from './chainError.ts';

/** A chain error's message and fix in the user's language (`text` is both, as a failure alert shows them). */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: ErrorText) => {
    const { message, fix } = chainErrorMessages(error);
    const said = { message: t(message.key, message.values), fix: fix ? t(fix.key, fix.values) : undefined };
    return { ...said, text: said.fix ? `${said.message} ${said.fix}` : said.message };
  };
}
