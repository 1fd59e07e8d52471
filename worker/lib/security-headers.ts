import { secureHeaders } from 'hono/secure-headers';

/**
 * The API's security headers; public/_headers gives the SPA's pages and assets the same ones
 * (docs/decisions/016-security-headers.md). Only our own origin may run script, load anything or
 * be connected to; no page may frame us; no request carries a Referer (a thought's URL must not
 * reach an outside site a reader clicks through to); device features are switched off.
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Sonner and the wallet modal add <style> elements at runtime.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Wallet icons are data: URIs; an image being attached is previewed from a blob: URL.
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    // Named although default-src covers them: the service worker and the app manifest are ours.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    browsingTopics: [],
  },
});
