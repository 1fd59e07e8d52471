// Wallet icons bundled with the app (simplified brand marks drawn here) so the modal never
// fetches an image from a third party. Installed wallets bring their own icon (a data URI).

function svgIcon(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const WALLET_ICONS = {
  jupiterMobile: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#141726"/><circle cx="32" cy="32" r="18" fill="none" stroke="#c7f284" stroke-width="5"/><path d="M18 40c8-6 20-10 30-8" stroke="#00bef0" stroke-width="5" fill="none" stroke-linecap="round"/>',
  ),
  phantom: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#ab9ff2"/><path d="M14 36c0-11 8-20 19-20s18 8 18 18c0 3-2 5-5 5H24c0 3 2 6 5 6h6c-2 2-5 3-8 3-8 0-13-5-13-12z" fill="#fff"/><circle cx="34" cy="30" r="2.5" fill="#ab9ff2"/><circle cx="42" cy="30" r="2.5" fill="#ab9ff2"/>',
  ),
  solflare: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#fc7227"/><path d="M32 12l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="#ffef46"/>',
  ),
  backpack: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#e33e3f"/><rect x="18" y="20" width="28" height="30" rx="8" fill="#fff"/><rect x="25" y="12" width="14" height="10" rx="4" fill="none" stroke="#fff" stroke-width="4"/><rect x="24" y="32" width="16" height="6" rx="2" fill="#e33e3f"/>',
  ),
  magicEden: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#e42575"/><path d="M14 44V20l10 10 8-10 8 10 10-10v24H42V32l-10 10-10-10v12z" fill="#fff"/>',
  ),
  coinbase: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#0052ff"/><circle cx="32" cy="32" r="18" fill="#fff"/><rect x="26" y="26" width="12" height="12" rx="2" fill="#0052ff"/>',
  ),
  okx: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#000"/><g fill="#fff"><rect x="14" y="14" width="11" height="11"/><rect x="39" y="14" width="11" height="11"/><rect x="26.5" y="26.5" width="11" height="11"/><rect x="14" y="39" width="11" height="11"/><rect x="39" y="39" width="11" height="11"/></g>',
  ),
  generic: svgIcon(
    '<rect width="64" height="64" rx="14" fill="#64748b"/><rect x="14" y="20" width="36" height="26" rx="5" fill="#fff"/><circle cx="42" cy="33" r="3" fill="#64748b"/>',
  ),
} as const;
