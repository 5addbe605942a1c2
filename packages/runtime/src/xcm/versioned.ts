// The versioned XCM envelopes clients exchange: VersionedXcm and VersionedLocation (V3, V4, V5).
import { enumType, field, variant } from '../scale/index.ts';
import { V3MultiLocation, V3Xcm } from './v3.ts';
import { V4Location, V4Xcm } from './v4.ts';
import { V5Location, V5Xcm } from './v5.ts';

export const VersionedXcm = enumType(
  'xcm::VersionedXcm',
  {
    V3: variant(3, field(V3Xcm, 'v3::Xcm<RuntimeCall>')),
    V4: variant(4, field(V4Xcm, 'v4::Xcm<RuntimeCall>')),
    V5: variant(5, field(V5Xcm, 'v5::Xcm<RuntimeCall>')),
  },
  { params: [{ name: 'RuntimeCall' }] },
);

export const VersionedLocation = enumType('xcm::VersionedLocation', {
  V3: variant(3, field(V3MultiLocation, 'v3::MultiLocation')),
  V4: variant(4, field(V4Location, 'v4::Location')),
  V5: variant(5, field(V5Location, 'v5::Location')),
});
