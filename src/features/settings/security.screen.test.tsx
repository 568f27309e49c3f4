// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** The code an authenticator app would show now for the secret on screen. */
function codeFor(grouped: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(grouped.replace(/\s/g, '')) });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** The authenticator setup dialog, opened from a page by its button, and a user to drive it. */
async function openSetup(path: string, button: string) {
  const user = userEvent.setup();
  render(path);
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: /Set up an authenticator/ }) };
}

describe('Settings → Security: two-factor setup of the signed-in user', () => {
  it(
    'enrols an authenticator with a code computed from the shown secret; a wrong code is refused',
    {
      timeout: 40_000,
    },
    async () => {
      // The seeded admin has a device already (Work phone).
      const { user, dialog } = await openSetup('/settings', 'Add another device');
      const secret = await within(dialog).findByLabelText('Secret (Base32)');
      expect(secret.textContent).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      expect(
        within(dialog)
          .getByRole('img', { name: /QR code/ })
          .getAttribute('src'),
      ).toMatch(/^data:image\/png;base64,/);
      const uri = within(dialog).getByLabelText('Setup link (otpauth://)');
      expect(uri.textContent).toContain(`secret=${secret.textContent?.replace(/\s/g, '')}`);
      // The code the app should show is one click away (not beside the field that asks for it),
      // and is the same code the test computes.
      expect(within(dialog).queryByLabelText(/Code right now/)).not.toBeInTheDocument();
      await user.click(within(dialog).getByText(/See the code the app should show now/));
      await waitFor(() =>
        expect(
          within(dialog)
            .getByLabelText(/Code right now/)
            .textContent?.replace(/\s/g, ''),
        ).toBe(codeFor(secret.textContent ?? '')),
      );

      const name = within(dialog).getByRole('textbox', { name: /Device name/ });
      const code = within(dialog).getByRole('textbox', { name: /^Code/ });
      await user.click(name);
      await user.paste('Test phone');
      await user.click(code);
      await user.paste('12');
      await user.click(within(dialog).getByRole('button', { name: 'Enrol device' }));
      expect(
        await within(dialog).findByText('Enter the 6-digit code from the app'),
      ).toBeInTheDocument();

      // A well-formed code from far outside the window: the service says it is wrong.
      await user.clear(code);
      await user.paste(codeFor(secret.textContent ?? '', 40));
      await user.click(within(dialog).getByRole('button', { name: 'Enrol device' }));
      expect(await within(dialog).findByText('Invalid code')).toBeInTheDocument();

      await user.clear(code);
      await user.paste(codeFor(secret.textContent ?? ''));
      await user.click(within(dialog).getByRole('button', { name: 'Enrol device' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const devices = await screen.findByRole('table', { name: 'Two-factor devices' });
      expect(within(devices).getByText('Test phone')).toBeInTheDocument();
      // Enrolled: the button no longer reads as if two-factor were still to set up.
      expect(screen.getByRole('button', { name: 'Add another device' })).toBeInTheDocument();

      for (const device of ['Test phone', 'Work phone']) {
        await user.click(within(devices).getByRole('button', { name: `Remove ${device}` }));
        const confirm = await screen.findByRole('dialog', { name: 'Remove this device?' });
        await user.click(within(confirm).getByRole('button', { name: 'Remove device' }));
        await waitFor(() => expect(screen.queryByText(device)).toBeNull());
      }
      // None left: back to setting one up.
      expect(
        await screen.findByRole('button', { name: 'Set up an authenticator' }),
      ).toBeInTheDocument();
    },
  );

  it(
    'from another user’s page: repeated wrong codes lock the setup out with the service’s 429 message',
    {
      timeout: 40_000,
    },
    async () => {
      const { user, dialog } = await openSetup('/users/805', 'Set up an authenticator');
      const secret = await within(dialog).findByLabelText('Secret (Base32)');
      await user.click(within(dialog).getByRole('textbox', { name: /Device name/ }));
      await user.paste('Lena’s tablet');
      const code = within(dialog).getByRole('textbox', { name: /^Code/ });
      // A code is digits: a letter typed into it never shows.
      await user.type(code, '1a2b 3');
      expect(code).toHaveValue('12 3');
      for (let i = 0; i < 5; i += 1) {
        await user.clear(code);
        await user.paste(codeFor(secret.textContent ?? '', 100 + i));
        await user.click(within(dialog).getByRole('button', { name: 'Enrol device' }));
        if (i < 4) await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      }
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/too many wrong codes/);
      // The wait counts down, and Enrol waits with it.
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /You can try again in [45]:\d\d:/,
      );
      expect(within(dialog).getByRole('button', { name: 'Enrol device' })).toBeDisabled();
      // Said once: neither a summary nor the code field repeats the service's "in 300 s".
      await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid', 'true'));
      expect(dialog).not.toHaveTextContent(/\d+ s\b/);
      // Once it has run out, the next try may go.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 5 * 60_000);
      expect(
        await within(dialog).findByText('Enter the code the app shows now.', undefined, {
          timeout: 3000,
        }),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Enrol device' })).toBeEnabled();
      vi.useRealTimers();
      // What was typed stays for the next try.
      expect(within(dialog).getByRole('textbox', { name: /Device name/ })).toHaveValue(
        'Lena’s tablet',
      );
    },
  );

  it(
    'a setup left pending too long is reported as expired and can be started again',
    {
      timeout: 40_000,
    },
    async () => {
      const { user, dialog } = await openSetup('/users/807', 'Set up an authenticator');
      const secret = await within(dialog).findByLabelText('Secret (Base32)');
      const first = secret.textContent ?? '';
      // Eleven minutes later (the mock keeps a pending setup for ten).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 11 * 60_000);
      await user.click(within(dialog).getByRole('textbox', { name: /Device name/ }));
      await user.paste('Priya’s phone');
      await user.click(within(dialog).getByRole('textbox', { name: /^Code/ }));
      await user.paste(codeFor(first));
      await user.click(within(dialog).getByRole('button', { name: 'Enrol device' }));
      expect(await within(dialog).findByText('This setup has expired')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
      await waitFor(() =>
        expect(within(dialog).getByLabelText('Secret (Base32)').textContent).not.toBe(first),
      );
    },
  );

  it('asks for another name where the list has one (any case or spacing), keeping what was typed', async () => {
    // The seeded admin has a device already (Work phone).
    const { user, dialog } = await openSetup('/settings', 'Add another device');
    const secret = await within(dialog).findByLabelText('Secret (Base32)');
    const name = within(dialog).getByRole('textbox', { name: /Device name/ });
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await user.click(name);
    await user.paste(' work   PHONE ');
    await user.click(code);
    await user.paste(codeFor(secret.textContent ?? ''));
    await user.click(within(dialog).getByRole('button', { name: 'Enrol device' }));
    expect(
      await within(dialog).findAllByText(/A device of this name is enrolled already/),
    ).not.toHaveLength(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue(' work   PHONE ');
    expect(code).toHaveValue(codeFor(secret.textContent ?? ''));
    expect(screen.getAllByRole('row', { name: /Work phone/ })).toHaveLength(1);
  }, 40_000);

  it('takes the first focus on the device name, and asks before Escape throws a typed one away', async () => {
    const { user, dialog } = await openSetup('/users/805', 'Set up an authenticator');
    const name = await within(dialog).findByRole('textbox', { name: /Device name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Lena’s tablet{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(name).toHaveValue('Lena’s tablet');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: /Set up an authenticator/ }),
      ).not.toBeInTheDocument(),
    );
  }, 40_000);
});

afterEach(() => {
  vi.useRealTimers();
});
