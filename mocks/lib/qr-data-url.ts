/**
 * A QR code as a PNG data URL, as the service's OTP setup answers it. qrcode draws it where there
 * is a document (a canvas) or Node (pngjs); the demo's service thread has neither, so there
 * qrcode only encodes the symbol and the thread's OffscreenCanvas makes the PNG, with qrcode's
 * own look (dark modules on white, `margin` modules of quiet zone, `width` pixels wide).
 */
export async function qrDataUrl(
  text: string,
  opts: { margin: number; width: number },
): Promise<string> {
  const QRCode = await import('qrcode');
  if (typeof document !== 'undefined' || typeof OffscreenCanvas === 'undefined')
    return QRCode.toDataURL(text, opts);
  const { modules } = QRCode.create(text);
  const cells = modules.size + 2 * opts.margin;
  const scale = Math.max(1, Math.floor(opts.width / cells));
  const side = cells * scale;
  const canvas = new OffscreenCanvas(side, side);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context to draw the QR code on');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        ctx.fillRect((col + opts.margin) * scale, (row + opts.margin) * scale, scale, scale);
  const png = new Uint8Array(
    await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
  );
  let binary = '';
  for (let i = 0; i < png.length; i += 0x8000)
    binary += String.fromCharCode(...png.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}
