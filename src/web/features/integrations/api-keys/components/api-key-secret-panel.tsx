import { OneTimeSecretPanel } from '@web/components/one-time-secret-panel';

/** The new key's secret, once: Copy, and the sentence that it will not be shown again. */
export function ApiKeySecretPanel({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <div className="mb-4">
      <OneTimeSecretPanel
        title={`Copy the secret of “${name}” now: it will not be shown again.`}
        label="API key secret"
        secret={secret}
        hint={
          <>
            Send it as <code>Authorization: Bearer …</code>. Fieldwork keeps only a hash of it.
          </>
        }
        onDone={onDone}
      />
    </div>
  );
}
