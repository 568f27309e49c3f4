// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { OtpQrCode } from './OtpQrCode';

const URI = 'otpauth://totp/Vigil:a%40b.example?secret=JBSWY3DPEHPK3PXP&issuer=Vigil';
const show = (image: string | null) =>
  render(
    <MantineProvider env="test">
      <OtpQrCode image={image} uri={URI} />
    </MantineProvider>,
  );

beforeAll(installDomStubs);

describe('OtpQrCode', () => {
  it('shows the service’s inline image as it is', () => {
    show('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('never loads a remote URL: draws the QR from the otpauth URI in the browser instead', async () => {
    show('https://tracker.example/qr.png');
    const img = await screen.findByRole('img', { name: /QR code/ }, { timeout: 5000 });
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
  });
});
