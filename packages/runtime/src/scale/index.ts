// The SCALE type-declaration DSL: each declaration is a codec and a metadata type description at once.
export { Reader, Writer, ScaleDecodeError, ScaleEncodeError, compactLength } from './codec.ts';
export { ScaleType, defineType, lazy, withCodec, isScaleType, UNDECODABLE } from './type.ts';
export type {
  AnyType,
  ValueOf,
  TypeInfo,
  TypeDefInfo,
  FieldInfo,
  VariantInfo,
  Primitive,
  CodecImpl,
} from './type.ts';
export {
  u8,
  u16,
  u32,
  u64,
  u128,
  u256,
  i8,
  i16,
  i32,
  i64,
  i128,
  bool,
  str,
  unit,
  bytes,
} from './primitives.ts';
export { compact, vec, sizedBytes, array, tuple, readLength } from './composites.ts';
export { struct, newtype, enumType, variant, field, Field, cow } from './structs.ts';
export { option, result, btreeMap } from './option.ts';
export { boundedVec } from './bounded.ts';
export type {
  EnumType,
  EnumValue,
  StructValue,
  NamedFields,
  FieldInput,
  VariantDecl,
  VariantFields,
  NamedOptions,
} from './structs.ts';
export type { ResultValue } from './option.ts';
