import { useRef } from 'react';
import { FormModal } from '@/components/form/FormModal';
import { OtpSetupPanel } from './OtpSetupPanel';

export interface OtpSetupDialogProps {
  opened: boolean;
  userId: number;
  /** The account name in the authenticator app (the user's e-mail). */
  account: string;
  onClose: () => void;
}

/**
 * The setup of a new authenticator (secret, QR code, first code) in its dialog, which asks
 * before throwing away a device name or code typed (as every form's dialog does).
 */
export function OtpSetupDialog({ opened, userId, account, onClose }: OtpSetupDialogProps) {
  const hasEdits = useRef(() => false);
  return (
    <FormModal
      opened={opened}
      title={`Set up an authenticator — ${account}`}
      size="xl"
      hasEdits={() => hasEdits.current()}
      what="The device name and code"
      onClose={onClose}
    >
      {(requestClose) =>
        opened && (
          <OtpSetupPanel
            userId={userId}
            account={account}
            hasEdits={hasEdits}
            onDone={onClose}
            onCancel={requestClose}
          />
        )
      }
    </FormModal>
  );
}
