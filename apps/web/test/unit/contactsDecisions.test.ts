// The address book's decisions, table by table: the contact form, import (checked whole, merged without
// duplicates, never half-applied), export, past counterparties, the look-alike warning and the first-time notice.
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { checkContactInput } from '../../src/features/contacts/contactInput.ts';
import { withContact, withReplaced, withoutContact } from '../../src/features/contacts/contactList.ts';
import { counterpartiesOf } from '../../src/features/contacts/counterparties.ts';
import { exportContacts, exportFileName } from '../../src/features/contacts/exchange.ts';
import { planImport } from '../../src/features/contacts/importContacts.ts';
import { recipientHold } from '../../src/features/contacts/recipientHold.ts';
import { addressPoisoningWarning } from '../../src/features/contacts/warnings/addressPoisoning.ts';
import { firstTimeRecipientNotice } from '../../src/features/contacts/warnings/firstTimeRecipient.ts';
import type { ActivityItem } from '../../src/shared/api/lumiApi.ts';
import type { Contact } from '../../src/shared/config/index.ts';
import { lookalikePair } from '../chain/lookalike.ts';
import { englishOf } from './i18nEnglish.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const CHARLIE = '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y';
const { real: KNOWN, lookalike: LOOKALIKE } = lookalikePair(1);
const ALICE_POLKADOT = encodeAddress(decodeAddress(ALICE), 0);
const badChecksum = (address: string) => address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a');
const NOW = Date.UTC(2026, 10, 26, 12);
const book: Contact[] = [
  { label: 'Alice', address: ALICE, addedAt: 1 },
  { label: 'Bob', address: BOB, addedAt: 2 },
];

describe('the look-alike recipient fixture', () => {
  it('shares the first and last 4 characters with the known account and is another key', () => {
    expect(LOOKALIKE.slice(0, 4)).toBe(KNOWN.slice(0, 4));
    expect(LOOKALIKE.slice(-4)).toBe(KNOWN.slice(-4));
    expect(decodeAddress(LOOKALIKE)).not.toEqual(decodeAddress(KNOWN));
  });
});

describe('the contact form', () => {
  const cases: [string, { label: string; address: string }, string | undefined, string | undefined][] = [
    ['a new contact', { label: ' Charlie ', address: CHARLIE }, undefined, undefined],
    ['no label', { label: '  ', address: CHARLIE }, 'Give the contact a label, such as a name.', undefined],
    [
      'a label too long',
      { label: 'x'.repeat(65), address: CHARLIE },
      'A label has at most 64 characters.',
      undefined,
    ],
    [
      'a typo in the address',
      { label: 'C', address: badChecksum(CHARLIE) },
      undefined,
      'This address has a typo: its checksum does not match. Compare it character by character.',
    ],
    [
      'an account already listed',
      { label: 'A', address: ALICE },
      undefined,
      'This account is already in your contacts as “Alice”.',
    ],
    [
      'the same account in Polkadot format',
      { label: 'A', address: ALICE_POLKADOT },
      undefined,
      'This account is already in your contacts as “Alice”.',
    ],
    ['an empty address', { label: 'C', address: '' }, undefined, 'Enter an address.'],
    [
      'an account index',
      { label: 'C', address: encodeAddress(new Uint8Array([1, 2, 3, 4]), 42) },
      undefined,
      'This is an account index, not a full account address. Ask for the full address.',
    ],
  ];
  it.each(cases)('%s', (_name, fields, labelError, addressError) => {
    const result = checkContactInput(fields, book, NOW);
    if (labelError === undefined && addressError === undefined) {
      expect(result).toEqual({ ok: true, contact: { label: 'Charlie', address: CHARLIE, addedAt: NOW } });
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(englishOf(result.errors.label)).toBe(labelError);
    expect(englishOf(result.errors.address)).toBe(addressError);
  });

  it('keeps the date and may keep the address when editing; a Polkadot-format address is stored in format 42', () => {
    expect(checkContactInput({ label: 'Alicia', address: ALICE_POLKADOT }, book, NOW, ALICE)).toEqual({
      ok: true,
      contact: { label: 'Alicia', address: ALICE, addedAt: 1 },
    });
    expect(checkContactInput({ label: 'Al', address: BOB }, book, NOW, ALICE).ok).toBe(false);
  });

  it('adds sorted by label, replaces and removes by address', () => {
    const charlie = { label: 'Ann', address: CHARLIE, addedAt: 3 };
    expect(withContact(book, charlie).map((c) => c.label)).toEqual(['Alice', 'Ann', 'Bob']);
    expect(withReplaced(book, BOB, { ...book[1]!, label: 'Aaron' }).map((c) => c.label)).toEqual([
      'Aaron',
      'Alice',
    ]);
    expect(withoutContact(book, ALICE)).toEqual([book[1]]);
  });
});

describe('export and import', () => {
  it('exports a versioned file that imports back to the same book', () => {
    const text = exportContacts(book);
    expect(JSON.parse(text)).toEqual({
      format: 'lumi-contacts',
      version: 1,
      contacts: [
        { label: 'Alice', address: ALICE, addedAt: '1970-01-01T00:00:00.001Z' },
        { label: 'Bob', address: BOB, addedAt: '1970-01-01T00:00:00.002Z' },
      ],
    });
    expect(planImport([], text, NOW)).toEqual({
      ok: true,
      contacts: book,
      added: 2,
      alreadyKnown: 0,
      repeated: 0,
    });
    expect(exportFileName(NOW)).toBe('lumi-contacts-2026-11-26.json');
  });

  const file = (contacts: unknown) => JSON.stringify({ format: 'lumi-contacts', version: 1, contacts });
  const problems: [string, string, string[]][] = [
    ['not JSON', '{"contacts": [', ['The file is not JSON.']],
    [
      'another JSON shape',
      '{"accounts": []}',
      [expect.stringContaining('The file is not a contact list')] as never,
    ],
    [
      'bad entries, each with its number and reason',
      file([
        { label: 'Charlie', address: CHARLIE },
        { label: 'Typo', address: badChecksum(BOB) },
        { label: '', address: CHARLIE },
        'Dave',
        { label: 'When', address: BOB, addedAt: 'yesterday' },
      ]),
      [
        '2: This address has a typo: its checksum does not match. Compare it character by character.',
        '3: Give the contact a label, such as a name.',
        '4: not an entry with a label and an address.',
        '5: the date it was added is not a date.',
      ],
    ],
  ];
  it.each(problems)('refuses %s and applies nothing', (_name, text, expected) => {
    const plan = planImport(book, text, NOW);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.problems.map((p) => (p.entry ? `${p.entry}: ` : '') + englishOf(p.message))).toEqual(
      expected,
    );
  });

  it('merges without duplicates: accounts already in the book (any format) and repeats in the file are skipped', () => {
    const plan = planImport(
      book,
      JSON.stringify([
        { label: 'Alice again', address: ALICE_POLKADOT },
        { label: 'Charlie', address: CHARLIE, addedAt: '2026-01-02T03:04:05.000Z' },
        { label: 'Charlie twice', address: CHARLIE },
      ]),
      NOW,
    );
    expect(plan).toEqual({
      ok: true,
      contacts: [...book, { label: 'Charlie', address: CHARLIE, addedAt: Date.UTC(2026, 0, 2, 3, 4, 5) }],
      added: 1,
      alreadyKnown: 1,
      repeated: 1,
    });
  });

  it('refuses a file that would take the book past 300 contacts', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      label: `n${i}`,
      address: encodeAddress(
        new Uint8Array(32).fill(i % 256).map((b, j) => (j === 0 ? i >> 8 : b)),
        42,
      ),
    }));
    const plan = planImport(book, JSON.stringify(many), NOW);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(englishOf(plan.problems[0]!.message)).toContain('more than 300 contacts');
  });
});

const transfer = (counterparty: string, direction: 'in' | 'out', failed = false): ActivityItem => ({
  id: `${counterparty}-${direction}`,
  type: 'transfer',
  block: 1,
  blockHash: '0x',
  timestamp: 0,
  direction,
  asset: 'PHPU',
  decimals: 6,
  amount: 1n,
  counterparty,
  ...(failed && { failure: { call: 'Assets.transfer', error: { type: 'Token' } } }),
});

describe('past counterparties', () => {
  it('lists each account once; only transfers that went out count as sent to', () => {
    const result = counterpartiesOf([
      transfer(CHARLIE, 'in'),
      transfer(BOB, 'out'),
      transfer(BOB, 'out'),
      transfer(ALICE, 'out', true),
      { ...transfer(ALICE, 'out'), type: 'swap' },
    ]);
    expect(result.known).toEqual([{ address: CHARLIE }, { address: BOB }]);
    expect([...result.sentTo]).toEqual([Buffer.from(decodeAddress(BOB)).toString('hex')]);
  });
});

describe('the address-poisoning warning', () => {
  const contact = [{ address: KNOWN, label: 'Kuya Ben' }];
  const counterparty = [{ address: KNOWN }];
  const cases: [
    string,
    string | undefined,
    { address: string; label?: string }[],
    number,
    string | undefined,
  ][] = [
    ['no recipient', undefined, contact, 42, undefined],
    ['the contact itself', KNOWN, contact, 42, undefined],
    ['the contact in another format', encodeAddress(decodeAddress(KNOWN), 0), contact, 42, undefined],
    ['an unrelated address', BOB, contact, 42, undefined],
    [
      'a look-alike of a contact',
      LOOKALIKE,
      contact,
      42,
      `Possible address poisoning: ${LOOKALIKE} starts and ends like your contact “Kuya Ben” (${KNOWN}), but it is a different account.`,
    ],
    [
      'a look-alike of a past counterparty',
      LOOKALIKE,
      counterparty,
      42,
      `Possible address poisoning: ${LOOKALIKE} starts and ends like ${KNOWN}, an account in your history, but it is a different account.`,
    ],
    [
      'the look-alike pasted in Polkadot format (compared as the chain writes it)',
      encodeAddress(decodeAddress(LOOKALIKE), 0),
      [...counterparty, ...contact],
      42,
      `Possible address poisoning: ${LOOKALIKE} starts and ends like your contact “Kuya Ben”`,
    ],
    ['the look-alike on a chain of another format, where the ends differ', LOOKALIKE, contact, 0, undefined],
  ];
  it.each(cases)('%s', (_name, recipient, known, format, expected) => {
    const warning = addressPoisoningWarning(recipient, known, format);
    if (expected === undefined) return expect(warning).toBeUndefined();
    expect(warning?.level).toBe('danger');
    expect(englishOf(warning?.message)).toContain(expected);
  });

  it('holds the Send button until the user confirms', () => {
    const warning = addressPoisoningWarning(LOOKALIKE, contact, 42);
    expect(englishOf(recipientHold(warning, false)?.label)).toBe('Confirm the recipient first');
    expect(recipientHold(warning, true)).toBeUndefined();
    expect(recipientHold(undefined, false)).toBeUndefined();
  });
});

describe('the first-time recipient notice', () => {
  const sentToBob = new Set([Buffer.from(decodeAddress(BOB)).toString('hex')]);
  const cases: [string, string | undefined, Contact[], Set<string> | undefined, boolean][] = [
    ['never sent to, not a contact', CHARLIE, [], sentToBob, true],
    ['sent to before', BOB, [], sentToBob, false],
    [
      'sent to before, written in Polkadot format',
      encodeAddress(decodeAddress(BOB), 0),
      [],
      sentToBob,
      false,
    ],
    ['a contact', ALICE, book, new Set(), false],
    ['history unknown (no API)', CHARLIE, [], undefined, false],
    ['the sender itself', ALICE, [], new Set(), false],
    ['no recipient', undefined, [], new Set(), false],
  ];
  it.each(cases)('%s', (_name, recipient, contacts, sentTo, shown) => {
    const notice = firstTimeRecipientNotice({ sender: ALICE, recipient, contacts, sentTo });
    expect(notice !== undefined).toBe(shown);
    if (notice)
      expect(englishOf(notice.message)).toBe(
        'You have never sent to this address and it is not in your contacts. Check it once more before you send.',
      );
  });
});
