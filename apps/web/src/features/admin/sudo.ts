import type { LumiApi } from '../../shared/chain/connection.ts';

/** `call` wrapped in Sudo.sudo (its inner failure is read from the Sudid event: see sudoFailure). */
export const sudoCall = (api: LumiApi, call: { decodedCall: unknown }) =>
  api.tx.Sudo.sudo({ call: call.decodedCall as Parameters<LumiApi['tx']['Sudo']['sudo']>[0]['call'] });
