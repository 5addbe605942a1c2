import { DEFAULT_XSRF, createHttpClient, type XsrfSettings } from '../lib/http/index.ts';

/** The anti-forgery cookie and header names, set here for the whole app. */
export const XSRF_SETTINGS: XsrfSettings = DEFAULT_XSRF;

/** The app's HTTP client: every request to the Lumi API goes through it. */
export const http = createHttpClient({ xsrf: XSRF_SETTINGS });
