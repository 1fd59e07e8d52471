// Where a browser's push subscription may point (docs/decisions/024): only the push services of
// the browsers people use, over https. Anything else would make the worker POST to an address a
// client chose (server-side request forgery) and carry our VAPID signature there.

/** The push services' hosts: a host matches itself or any subdomain of it. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (wns2-*.notify.windows.com)
];

const onHost = (hostname: string, host: string) =>
  hostname === host || hostname.endsWith(`.${host}`);

/**
 * Whether a subscription's endpoint may be stored: https on a known push service, or (tests and
 * local dev only, PUSH_ALLOW_HTTP_ENDPOINTS) plain http on 127.0.0.1, where a fake service runs.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocalHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && url.port === '') {
    return PUSH_SERVICE_HOSTS.some((host) => onHost(url.hostname, host));
  }
  return allowLocalHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}
