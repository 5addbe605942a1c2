// Errors both stores raise, so callers and tests need not know which store they opened.

export class SchemaTooNewError extends Error {
  override readonly name = 'SchemaTooNewError';
}

/** A row the indexer handed over is not storable (checked before anything is written). */
export class InvalidRecordError extends Error {
  override readonly name = 'InvalidRecordError';
}
