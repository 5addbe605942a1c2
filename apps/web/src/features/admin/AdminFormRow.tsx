import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../shared/i18n/message.ts';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { FailureAlert } from '../../shared/tx/ActionButton.tsx';
import { isActionEnabled } from '../../shared/tx/decision.ts';
import type { AdminAction } from './adminAction.ts';
import { adminActionState } from './adminActionState.ts';
import { useAdminCheck } from './useAdminCheck.ts';

/**
 * A row of form fields and the button that reviews their call. The call is dry-run as soon as the form is
 * complete; a failure shows under the row and keeps the button disabled.
 */
export function AdminFormRow(props: {
  /** The catalogue key of what the button does. */
  label: string;
  /** The call the fields name; undefined while they are incomplete or invalid. */
  action: AdminAction | undefined;
  /** The field values the action was built from (a new dry run for each). */
  formKey: string;
  address: string;
  onReview: (action: AdminAction) => void;
  children: ReactNode;
}) {
  const { label, action, formKey, address, onReview, children } = props;
  const chain = useChainReady();
  const { t } = useTranslation();
  const verdict = useAdminCheck(action, formKey, address);
  const state = adminActionState({
    label: message(label),
    complete: action !== undefined,
    verdict,
    chainReady: chain.ready,
  });
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        {children}
        <Button disabled={!isActionEnabled(state)} onClick={() => action && onReview(action)}>
          {t(state.label.key, state.label.values)}
        </Button>
      </Group>
      {state.kind === 'blocked' && state.reason && <FailureAlert failure={state.reason} />}
    </Stack>
  );
}
