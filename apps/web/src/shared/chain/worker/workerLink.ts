// The main thread's link to the chain worker: the channel over a `Worker`, closed when the worker dies. A worker
// that fails to load or throws at its top level fires `error`, a message that cannot be deserialized fires
// `messageerror`; either way nothing more will come from it, so every waiting call and stream fails with the
// reason (what the connection shows as a lost connection, as it does for a dead socket) and the worker ends.
import { createChannel, type Channel, type ChannelApi } from './channel.ts';

/** What the link uses of a `Worker`. */
export type WorkerHandle = Pick<
  Worker,
  'postMessage' | 'addEventListener' | 'removeEventListener' | 'terminate'
>;

export interface WorkerLink<Remote extends ChannelApi> {
  channel: Channel<Remote>;
  /** Ends the worker and fails what is still waiting with `reason`. */
  end: (reason: Error) => void;
}

export function linkWorker<Remote extends ChannelApi>(
  worker: WorkerHandle,
  local: ChannelApi,
  onClose: (reason: Error) => void,
): WorkerLink<Remote> {
  const channel = createChannel<Remote>(worker, local);
  let ended = false;
  const end = (reason: Error) => {
    if (ended) return;
    ended = true;
    worker.removeEventListener('error', onError);
    worker.removeEventListener('messageerror', onMessageError);
    worker.terminate();
    channel.close(reason);
    onClose(reason);
  };
  const onError = (event: ErrorEvent) => {
    // Handled here: the page's console gets the reason once, from the connection, not as an uncaught error.
    event.preventDefault();
    end(new Error(`The chain worker stopped: ${event.message || 'it could not be started'}`));
  };
  const onMessageError = () => end(new Error('The chain worker sent a message that could not be read.'));
  worker.addEventListener('error', onError);
  worker.addEventListener('messageerror', onMessageError);
  return { channel, end };
}
