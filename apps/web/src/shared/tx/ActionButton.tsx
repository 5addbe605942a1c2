import { Alert, Button, Stack, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/useErrorText.ts';
import { connectModal } from '../wallet/connectModal.ts';
import { isActionEnabled, type ActionState, type Warning } from './decision.ts';
import type { ErrorText } from '@lumi/chain';

/** Why the chain would refuse a transaction, and what to try: shown under a blocked button and in reviews. */
export function FailureAlert({ failure }: { failure: ErrorText }) {
  const { t } = useTranslation();
  const explain = useErrorText();
  return (
    <Alert color="red" role="alert" data-error-code={failure.code} title={t('tx.wouldFail')}>
      {explain(failure).text}
    </Alert>
  );
}

/** A form's warnings, each an alert (danger in red, caution in yellow). */
export function WarningList({ warnings }: { warnings: readonly Warning[] }) {
  const { t } = useTranslation();
  return warnings.map((warning) => (
    <Alert
      key={warning.id}
      color={warning.level === 'danger' ? 'red' : 'yellow'}
      role="alert"
      data-warning={warning.id}
    >
      {t(warning.message.key, warning.message.values)}
    </Alert>
  ));
}

/** A form's main button rendered from its decision; `connect` opens the wallet dialog. */
export function ActionButton(
  props: { action: ActionState; onReview: () => void } & Pick<ButtonProps, 'size' | 'fullWidth' | 'variant'>,
) {
  const { action, onReview, ...buttonProps } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {action.kind === 'blocked' && action.reason && <FailureAlert failure={action.reason} />}
      <Button
        {...buttonProps}
        disabled={!isActionEnabled(action)}
        onClick={action.kind === 'connect' ? connectModal.open : onReview}
      >
        {t(action.label.key, action.label.values)}
      </Button>
    </Stack>
  );
}
