// The one place the app's default locale and display currency are set; the user's choice overrides them later.
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';
