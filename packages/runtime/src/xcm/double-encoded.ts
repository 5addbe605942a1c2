// xcm::double_encoded::DoubleEncoded: a call carried as its encoded bytes inside an XCM (Transact).
import { bytes, field, struct } from '../scale/index.ts';

export const DoubleEncoded = struct(
  'xcm::double_encoded::DoubleEncoded',
  {
    encoded: field(bytes, 'Vec<u8>'),
  },
  { params: [{ name: 'T' }] },
);
