import { describe, expect, it } from 'vitest';
import { toastsNeeded, txActivity } from '../../src/shared/tx/txActivity.ts';

describe('when the transaction toasts are needed', () => {
  it('needs them once a job exists or a stored transaction is unresolved, not before', () => {
    expect(toastsNeeded(false, 0)).toBe(false);
    expect(toastsNeeded(true, 0)).toBe(true);
    expect(toastsNeeded(false, 1)).toBe(true);
    expect(toastsNeeded(true, 3)).toBe(true);
  });

  it('tells its listeners of the first job only, and stays set', () => {
    const heard: boolean[] = [];
    const stop = txActivity.subscribe(() => heard.push(txActivity.getSnapshot()));
    expect(txActivity.getSnapshot()).toBe(false);
    txActivity.note();
    txActivity.note();
    expect(heard).toEqual([true]);
    stop();
    expect(txActivity.getSnapshot()).toBe(true);
  });
});
