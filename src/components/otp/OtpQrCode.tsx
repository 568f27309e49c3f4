import { Image, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isDataImage } from '@/lib/otp';

interface OtpQrCodeProps {
  /** The service's QR image: shown only when it is an inline `data:image/` URL. */
  image: string | null | undefined;
  /** The otpauth:// URI, drawn as a QR in the browser when the service sent no usable image. */
  uri: string;
}

/** The QR code an authenticator app scans; always on white so it scans in the dark theme too. */
export function OtpQrCode({ image, uri }: OtpQrCodeProps) {
  const served = isDataImage(image) ? image : null;
  const [drawn, setDrawn] = useState<{ uri: string; src: string | null } | null>(null);
  useEffect(() => {
    if (served) return;
    let live = true;
    // Loaded here only: the QR library is needed on the two-factor screens alone.
    void import('qrcode')
      .then((q) => q.toDataURL(uri, { margin: 2, width: 200 }))
      .then(
        (src) => live && setDrawn({ uri, src }),
        () => live && setDrawn({ uri, src: null }),
      );
    return () => {
      live = false;
    };
  }, [served, uri]);
  const src = served ?? (drawn?.uri === uri ? drawn.src : undefined);
  return (
    <Paper withBorder bg="white" p={6} w={212} h={212} radius="md">
      {src === undefined && <Loader size="sm" m="auto" aria-label="Drawing the QR code" />}
      {src === null && (
        <Text size="sm" c="red.8">
          The QR code could not be drawn: enter the secret by hand.
        </Text>
      )}
      {src && <Image src={src} alt="QR code to scan with the authenticator app" w={198} h={198} />}
    </Paper>
  );
}
