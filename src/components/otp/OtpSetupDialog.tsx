import { Modal } from '@mantine/core';
import { OtpSetupPanel } from './OtpSetupPanel';

export interface OtpSetupDialogProps {
  opened: boolean;
  userId: number;
  /** The account name in the authenticator app (the user's e-mail). */
  account: string;
  onClose: () => void;
}

/** The setup of a new authenticator (secret, QR code, first code) in its dialog. */
export function OtpSetupDialog({ opened, userId, account, onClose }: OtpSetupDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Set up an authenticator — ${account}`}
      size="xl"
      centered
    >
      {opened && (
        <OtpSetupPanel userId={userId} account={account} onDone={onClose} onCancel={onClose} />
      )}
    </Modal>
  );
}
