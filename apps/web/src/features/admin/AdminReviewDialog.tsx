import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { FailureAlert } from '../../shared/tx/ActionButton.tsx';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { ReviewDialog } from '../../shared/tx/ReviewDialog.tsx';
import { verdictFor } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import type { AdminAction } from './adminAction.ts';
import { adminReviewBlocked } from './adminReviewGate.ts';

/** The review of an admin call: dry-run when it opens (sudo's inner failure included), and any confirmation. */
export function AdminReviewDialog(props: {
  action: AdminAction;
  address: string;
  /** How many times a review was opened; 0 while closed. Each opening dry-runs again. */
  opening: number;
  onClose: () => void;
}) {
  const { action, address, opening, onClose } = props;
  const opened = opening > 0;
  const { api } = useChainConnection();
  const { t } = useTranslation();
  const [confirmedFor, setConfirmedFor] = useState<AdminAction | undefined>();
  const key = opened ? `${opening}:${address}` : undefined;
  const check = useTxCheck(
    key,
    () => {
      const request = action.request();
      return checkTransaction(api, request.tx, address, { inspect: request.inspect });
    },
    0,
  );
  const verdict = verdictFor(check, key ?? '');
  const confirmed = confirmedFor === action;
  return (
    <ReviewDialog
      opened={opened}
      onClose={onClose}
      title={action.title}
      confirmLabel={t('admin.confirm')}

      blocked={adminReviewBlocked({ needsConfirmation: Boolean(action.confirm), confirmed, verdict })}
      build={action.request}
    >
      {action.summary}
      {action.confirm && (
        <Checkbox
          color="red"
          label={action.confirm}
          checked={confirmed}
          onChange={(event) => setConfirmedFor(event.currentTarget.checked ? action : undefined)}
        />
      )}
      {verdict.failure && <FailureAlert failure={verdict.failure} />}
    </ReviewDialog>
  );
}
