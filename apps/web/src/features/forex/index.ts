// What other features and the app may use from forex; everything else in this folder is its own.
export { RateHealthNote } from './RateHealthNote.tsx';
