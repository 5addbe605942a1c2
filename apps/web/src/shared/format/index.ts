// The app's one formatting module: token amounts (exact and estimated), fiat values, shares, basis points,
// decimal text, and strict parsing of typed amounts. Pure; the React hook binding them to the user's locale
// is useFormat.ts.
export * from './asset.ts';
export * from './bps.ts';
export * from './decimal.ts';
export * from './defaults.ts';
export * from './fiat.ts';
export * from './parse.ts';
export * from './token.ts';
export * from './share.ts';
