import { sameAccount } from '../../../shared/address/index.ts';
import { message } from '../../../shared/i18n/message.ts';
import type { Warning } from '../../../shared/tx/decision.ts';

/** Sending to the connected account itself (in whatever address format it was typed) only costs the fee. */
export function selfSendWarning(
  sender: string | undefined,
  recipient: string | undefined,
): Warning | undefined {
  if (!sender || !recipient || !sameAccount(sender, recipient)) return undefined;
  return {
    id: 'self-send',
    level: 'caution',
    message: message('warning.selfSend'),
  };
}
