import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserOnline, classifyFailure, failureMessage } from './failure.ts';

/** A failed request or read in the user's language, worded from its failure code (failure.ts). */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const said = failureMessage(classifyFailure(error, browserOnline()));
      return t(said.key, said.values);
    },
    [t],
  );
}
