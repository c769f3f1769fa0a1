import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';

/** Shown at this size (CSS pixels); the box is reserved before the code is drawn. */
const SIZE = 184;
/** Pixels per module in the image (scaled to SIZE without smoothing). */
const CELL = 4;
/** Modules of white border: the quiet zone scanners need (ISO/IEC 18004: 4). */
const QUIET_ZONE = 4;

/**
 * The otpauth URL as a QR code (byte mode, error correction M), drawn in the browser: the secret
 * never goes to an image service. The generator is loaded only here, on the set-up screen, so
 * the console's first view does not carry it (decision 0037).
 */
async function drawQr(text: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  // The library's margin is in pixels.
  return code.createDataURL(CELL, CELL * QUIET_ZONE);
}

export function TotpQr({ url }: { url: string }) {
  const { t } = useI18n();
  const [drawn, setDrawn] = useState<{ url: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    drawQr(url)
      .then((src) => live && setDrawn({ url, src }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <div className="op-qr" style={{ width: SIZE, height: SIZE }} data-testid="totp-qr">
      {drawn?.url === url ? (
        <img src={drawn.src} width={SIZE} height={SIZE} alt={t('setup_totp_qr')} />
      ) : (
        <span className="notice" role="status">
          {failed ? t('setup_totp_qr_failed') : t('loading')}
        </span>
      )}
    </div>
  );
}
