// What other features may use from fiat: the rate note shown once near fiat values. The values themselves
// (FiatValue, FiatOfText, FiatRow, useFiat) are in shared/fiat, for the transaction flow too.
export { FiatRateNote } from './FiatRateNote.tsx';
