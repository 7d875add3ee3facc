import { OneTimeSecretPanel } from '@web/components/one-time-secret-panel';

/** The signing secret, shown once after creation or rotation, with Copy. */
export function SecretPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <OneTimeSecretPanel
      title="Copy the signing secret now: it is not shown again."
      label="Signing secret"
      secret={secret}
      onDone={onDone}
    />
  );
}
