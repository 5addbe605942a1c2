// What other features and the app may use from settings; everything else in this folder is its own.
export { StoredEndpointNotice } from './StoredEndpointNotice.tsx';
