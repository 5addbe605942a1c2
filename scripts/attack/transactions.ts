// The earlier transaction attacks: forged signature, replay, an expired mortal era, a non-admin reaching for Root,
// and amounts at u128::MAX. Each is refused at the pool (1010/1012) or fails on chain without changing state.
import { devAccounts } from '@lumi/node/testing/accounts';
import { u8aToHex } from '@polkadot/util';
import type { Family } from './family.ts';
import { submit, submitRaw } from './chain.ts';
import { attempt, connectApi, withNode } from './lab.ts';

const U128_MAX = 2n ** 128n - 1n;
const LUMI = 10n ** 12n;
/** The shortest mortal era @polkadot/api signs: valid for 4 blocks after its birth. */
const ERA_PERIOD = 4;

export const transactions: Family = {
  name: 'transactions',
  async run(_options, record) {
    await withNode(['--dev', '--tmp'], async (node) => {
      const api = await connectApi(node.wsUrl);
      const acc = await devAccounts();
      const transfer = (amount: bigint) => api.tx.balances.transferKeepAlive(acc.ferdie.address, amount);
      const free = async (who: string) => (await api.query.system.account(who)).data.free.toBigInt();
      try {
        record(
          await attempt('bad signature (one byte flipped)', '1010 bad signature', async () => {
            const tx = await transfer(LUMI).signAsync(acc.charlie, { nonce: -1 });
            const bytes = tx.toU8a();
            // Compact length (2 bytes), version, MultiAddress::Id (33), signature type, then the signature.
            const at = 2 + 1 + 33 + 1 + 10;
            bytes[at] = bytes[at]! ^ 0xff;
            const answer = await submitRaw(api, u8aToHex(bytes));
            return { observed: answer, pass: /^1010: .*bad signature/.test(answer), figure: '' };
          }),
        );

        record(
          await attempt('replay of an included extrinsic', '1010 outdated/stale or 1012 banned', async () => {
            const included = await submit(api, transfer(LUMI), acc.charlie);
            const answer = await submitRaw(api, included.hex);
            return {
              observed: answer,
              pass: /^1010: .*(outdated|stale)/i.test(answer) || /^1012: /.test(answer),
              figure: '',
            };
          }),
        );

        record(
          await attempt(
            `mortal era (period ${ERA_PERIOD}) submitted after it expired`,
            '1010 (outdated, ancient birth block or bad signature)',
            async () => {
              const mortal = await transfer(LUMI).signAsync(acc.dave, { nonce: -1, era: ERA_PERIOD });
              const born = (await api.rpc.chain.getHeader()).number.toNumber();
              // Each transfer is a block of its own (instant sealing, waited for one by one).
              while ((await api.rpc.chain.getHeader()).number.toNumber() <= born + ERA_PERIOD) {
                await submit(api, transfer(LUMI), acc.eve);
              }
              const answer = await submitRaw(api, mortal.toHex());
              return {
                observed: answer,
                pass: /^1010: .*(outdated|ancient birth block|bad signature)/i.test(answer),
                figure: `${(await api.rpc.chain.getHeader()).number.toNumber() - born} blocks after its birth`,
              };
            },
          ),
        );

        record(
          await attempt(
            'non-admin calls a Root-only call (OracleMembership.add_member)',
            'fails on chain with BadOrigin; members unchanged',
            async () => {
              const before = JSON.stringify(await api.query.oracleMembership!.members!());
              const result = await submit(api, api.tx.oracleMembership!.addMember!(acc.bob.address), acc.bob);
              const after = JSON.stringify(await api.query.oracleMembership!.members!());
              return {
                observed: `${result.failure ?? 'succeeded'}; members ${before === after ? 'unchanged' : 'CHANGED'}`,
                pass: result.failure === 'BadOrigin' && before === after,
                figure: '',
              };
            },
          ),
        );

        record(
          await attempt(
            'non-admin wraps it in Sudo.sudo',
            '1010 (sudo extension) or RequireSudo on chain; members unchanged',
            async () => {
              const before = JSON.stringify(await api.query.oracleMembership!.members!());
              const call = api.tx.sudo.sudo(api.tx.oracleMembership!.addMember!(acc.bob.address));
              const outcome = await submit(api, call, acc.bob).then(
                (r) => r.failure ?? 'succeeded',
                (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!,
              );
              const after = JSON.stringify(await api.query.oracleMembership!.members!());
              return {
                observed: `${outcome}; members ${before === after ? 'unchanged' : 'CHANGED'}`,
                pass: (outcome === 'sudo.RequireSudo' || /^1010: /.test(outcome)) && before === after,
                figure: '',
              };
            },
          ),
        );

        record(
          await attempt(
            'u128::MAX amounts (LUMI transfer, PHPU transfer, swap)',
            'each fails on chain; balances move by the fees only',
            async () => {
              const [bob, charlie] = [await free(acc.bob.address), await free(acc.charlie.address)];
              const calls = [
                api.tx.balances.transferKeepAlive(acc.charlie.address, U128_MAX),
                api.tx.assets.transfer(1, acc.charlie.address, U128_MAX),
                api.tx.assetConversion.swapExactTokensForTokens(
                  [{ Native: null }, { WithId: 1 }],
                  U128_MAX,
                  1n,
                  acc.bob.address,
                  true,
                ),
              ];
              const failures: string[] = [];
              let fees = 0n;
              for (const call of calls) {
                const result = await submit(api, call, acc.bob);
                failures.push(result.failure ?? 'succeeded');
                const paid = result.events.find((e) =>
                  api.events.transactionPayment.TransactionFeePaid.is(e.event),
                );
                if (paid) fees += (paid.event.data[1] as unknown as { toBigInt(): bigint }).toBigInt();
              }
              const moved = bob - (await free(acc.bob.address));
              const charlieSame = charlie === (await free(acc.charlie.address));
              return {
                observed: `${failures.join(', ')}; Bob paid ${moved === fees ? 'the fees only' : `${moved} planck, fees ${fees}`}; Charlie ${charlieSame ? 'unchanged' : 'CHANGED'}`,
                pass: !failures.includes('succeeded') && moved === fees && charlieSame,
                figure: '',
              };
            },
          ),
        );
      } finally {
        await api.disconnect();
      }
    });
  },
};
