/**
 * The `otpauth://` URI authenticator apps scan, as a QR code data URL (SVG). The QR library loads
 * only when a user adds an app (it is not part of any page's first load), and it is an ES module:
 * a CommonJS one would move the bundler's interop helpers out of the sign-in page's first chunk
 * into one more request on every sign-in.
 */
export const totpQrCode = async (secret: string, accountName: string) => {
  const issuer = window.location.host;
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  const uri = `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 1 }))}`;
};
