// An XCM program (`Xcm<Call>`, a Vec of instructions) whose decoding is bounded as in polkadot-sdk: at most
// MAX_INSTRUCTIONS_TO_DECODE instructions, and programs nested (SetErrorHandler, DepositReserveAsset, ...)
// at most MAX_XCM_DECODE_DEPTH deep — so hostile input fails cleanly instead of exhausting the stack.
import { field, lazy, newtype, readLength, vec, withCodec } from '../scale/index.ts';
import type { AnyType, ScaleType } from '../scale/index.ts';
import { MAX_INSTRUCTIONS_TO_DECODE, MAX_XCM_DECODE_DEPTH } from './bounds.ts';

let depth = 0;

/** `path` is the program type (e.g. 'xcm::v3::Xcm'); `instruction` resolves that version's Instruction. */
export function xcmProgram(path: string, instruction: () => AnyType): ScaleType<unknown[]> {
  const item = lazy(instruction);
  const base = newtype(path, field(vec(item), 'Vec<Instruction<Call>>'), { params: [{ name: 'Call' }] });
  return withCodec<unknown[]>(
    base,
    {
      encodeTo: (w, v) => base.encodeTo(w, v),
      decodeFrom(r) {
        if (depth >= MAX_XCM_DECODE_DEPTH) r.fail(`XCM programs nest deeper than ${MAX_XCM_DECODE_DEPTH}`);
        const len = readLength(r, 1, 'Xcm');
        if (len > MAX_INSTRUCTIONS_TO_DECODE)
          r.fail(`an XCM program holds at most ${MAX_INSTRUCTIONS_TO_DECODE} instructions, got ${len}`);
        depth++;
        try {
          const out: unknown[] = [];
          for (let i = 0; i < len; i++) out.push(item.decodeFrom(r));
          return out;
        } finally {
          depth--;
        }
      },
    },
    1,
  );
}
