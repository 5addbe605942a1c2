import { QueryObserver } from '@tanstack/react-query';
import { Subject, finalize } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/shared/data/queryClient.ts';
import { isLiveQuery, liveQuery } from '../../src/shared/data/live.ts';

function feed() {
  const subject = new Subject<number>();
  let subscriptions = 0;
  let active = 0;
  const source = () => {
    subscriptions += 1;
    active += 1;
    return subject.pipe(finalize(() => (active -= 1)));
  };
  return { subject, source, counts: () => ({ subscriptions, active }) };
}

/** Resolves once the observer's result satisfies `done` (no fixed waits). */
function until<T>(
  observer: QueryObserver<T, Error, T, T, string[]>,
  done: (data: T | undefined) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (done(observer.getCurrentResult().data)) return resolve();
    const stop = observer.subscribe((result) => {
      if (!done(result.data)) return;
      stop();
      resolve();
    });
  });
}

describe('live chain queries', () => {
  it('resolve with the first value, take later ones from the subscription, and end it with the last user', async () => {
    const client = createQueryClient();
    const { subject, source, counts } = feed();
    const options = liveQuery(['chain', 'ws://x', 'n'], source);
    expect(isLiveQuery(options)).toBe(true);

    const observer = new QueryObserver(client, options);
    const stop = observer.subscribe(() => undefined);
    expect(counts()).toEqual({ subscriptions: 1, active: 1 });
    subject.next(1);
    await until(observer, (data) => data === 1);
    subject.next(2);
    await until(observer, (data) => data === 2);
    expect(counts()).toEqual({ subscriptions: 1, active: 1 });

    stop();
    expect(counts().active).toBe(0);
    // The next user subscribes again: the value may have changed while nobody listened.
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    const again = new QueryObserver(client, options);
    const stopAgain = again.subscribe(() => undefined);
    expect(counts()).toEqual({ subscriptions: 2, active: 1 });
    subject.next(3);
    await until(again, (data) => data === 3);
    stopAgain();
    expect(counts().active).toBe(0);
  });

  it('end a subscription that never produced a value when its user leaves, and start afresh later', async () => {
    const client = createQueryClient();
    const { subject, source, counts } = feed();
    const options = liveQuery(['chain', 'ws://x', 'slow'], source);
    const first = new QueryObserver(client, options);
    first.subscribe(() => undefined)();
    expect(counts()).toEqual({ subscriptions: 1, active: 0 });

    const second = new QueryObserver(client, options);
    const stop = second.subscribe(() => undefined);
    expect(counts()).toEqual({ subscriptions: 2, active: 1 });
    subject.next(7);
    await until(second, (data) => data === 7);
    stop();
  });

  it('report a feed that fails before its first value as the query error', async () => {
    const client = createQueryClient();
    const { subject, source } = feed();
    const options = liveQuery(['chain', 'ws://x', 'broken'], source);
    const observer = new QueryObserver(client, options);
    const stop = observer.subscribe(() => undefined);
    subject.error(new Error('gone'));
    await new Promise<void>((resolve) => {
      const check = observer.subscribe((result) => {
        if (!result.isError) return;
        expect(result.error.message).toBe('gone');
        check();
        resolve();
      });
    });
    stop();
  });
});
