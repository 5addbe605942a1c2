/** What the web servers answer on /api when the API service does not respond: a clear JSON 502. */
export function apiUnavailableBody(apiUrl: string): { error: string; message: string } {
  return {
    error: 'api_unavailable',
    message: `The Lumi API is not reachable at ${apiUrl}. Start it with "npm start" (it runs the API once apps/api exists) or point LUMI_API_URL at a running one.`,
  };
}

export const DEFAULT_API_URL = 'http://127.0.0.1:8787';
