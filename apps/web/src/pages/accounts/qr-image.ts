import qrcode from 'qrcode-generator';

/** Modules of white border around the code: the quiet zone scanners need (ISO/IEC 18004: 4). */
const QUIET_ZONE = 4;

export type QrMatrix = { size: number; dark: (row: number, col: number) => boolean };

/**
 * The QR code of `text` (byte mode, error correction M, the smallest version that fits), made in
 * the browser: the otpauth URL never leaves the page for an image service.
 */
export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return { size, dark: (row, col) => code.isDark(row, col) };
}

/**
 * The code as an SVG data URL for an <img>: one path of unit squares in a viewBox of modules plus
 * the quiet zone, drawn without smoothing so every module stays a sharp square at any size.
 */
export function qrSvgDataUrl(text: string): string {
  const { size, dark } = qrMatrix(text);
  const full = size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (dark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The secret in groups of four, as authenticator apps print it, for typing by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
