import { type EnumLike, type ErrorContext, type ErrorText } from '@lumi/chain';
import { explainDispatchError } from '../i18n/chainError.ts';

/** An event as the dry run reports it (polkadot-api's shape of the runtime's event enum). */
export interface DryRunEvent {
  type: string;
  value: { type: string; value: unknown };
}

/** DryRunApi.dry_run_call's answer, as far as the app reads it. */
export type DryRunAnswer =
  | {
      success: true;
      value: {
        execution_result: { success: true; value: unknown } | { success: false; value: { error: EnumLike } };
        emitted_events: DryRunEvent[];
      };
    }
  | { success: false; value: unknown };

/**
 * Why the dry-run call would fail on chain, in the app's words; undefined when it went through (or the runtime
 * could not dry-run it, which says nothing about the call). `inspect` finds a failure a successful dispatch
 * hides in its events (Sudo.Sudid carrying the inner call's error).
 */
export function explainDryRun(
  answer: DryRunAnswer,
  context: ErrorContext,
  inspect?: (events: DryRunEvent[]) => ErrorText | undefined,
): ErrorText | undefined {
  if (!answer.success) return undefined;
  const { execution_result: result, emitted_events: events } = answer.value;
  if (!result.success) return explainDispatchError(result.value.error, context);
  return inspect?.(events);
}
