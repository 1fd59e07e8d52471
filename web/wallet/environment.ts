// Which kind of browser we are in decides how a wallet is reached: an injected wallet
// (desktop extension or a wallet's in-app browser), the Android mobile wallet adapter, or a
// universal link that reopens Echo inside a wallet app (iOS and phones without a wallet).

export type BrowserKind = 'desktop' | 'android' | 'android-webview' | 'ios' | 'other-mobile';

export function browserKind(userAgent: string): BrowserKind {
  if (/android/i.test(userAgent)) {
    // Android web views ("; wv)") cannot reach the mobile wallet adapter.
    return /; ?wv\)|Version\/[\d.]+ Chrome\/[\d.]+ Mobile/i.test(userAgent)
      ? 'android-webview'
      : 'android';
  }
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/mobi/i.test(userAgent)) return 'other-mobile';
  return 'desktop';
}

export function isMobileKind(kind: BrowserKind): boolean {
  return kind !== 'desktop';
}

export function currentBrowserKind(): BrowserKind {
  return browserKind(globalThis.navigator?.userAgent ?? '');
}
