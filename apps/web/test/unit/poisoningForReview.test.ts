// The look-alike warning a transfer review repeats: only the one the form showed for that very recipient.
import { describe, expect, it } from 'vitest';
import { poisoningForReview } from '../../src/features/contacts/reviewWarning.ts';
import { message } from '../../src/shared/i18n/message.ts';
import type { Warning } from '../../src/shared/tx/decision.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const warning: Warning = {
  id: 'address-poisoning',
  level: 'danger',
  message: message('contacts.poisoning.counterparty', { recipient: ALICE, lookalike: BOB }),
};

describe('poisoningForReview', () => {
  it.each([
    ['the reviewed recipient had the warning', { recipient: ALICE, poisoning: warning }, ALICE, warning],
    ['no warning applied', { recipient: ALICE, poisoning: undefined }, ALICE, undefined],
    ['the form now holds another recipient', { recipient: BOB, poisoning: warning }, ALICE, undefined],
    ['the form holds no recipient', { recipient: undefined, poisoning: undefined }, ALICE, undefined],
  ])('%s', (_, guard, reviewed, expected) => {
    expect(poisoningForReview(guard, reviewed)).toBe(expected);
  });
});
