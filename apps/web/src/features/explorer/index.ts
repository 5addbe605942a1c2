// What other features may use: the CSV export of an account's history and a history row's transaction link
// (Activity shows both).
export { ExportCsvButton } from './ExportCsvButton.tsx';
export { TxRowLink } from './TxRowLink.tsx';
