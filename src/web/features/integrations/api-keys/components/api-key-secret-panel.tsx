import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

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
  const [copied, setCopied] = useState(false);
  return (
    <Alert className="mb-4" title={`Copy the secret of “${name}” now: it will not be shown again.`}>
      <div className="mt-2 grid gap-2">
        <code
          className="block rounded border bg-background px-2 py-1.5 font-mono text-xs break-all"
          aria-label="API key secret"
        >
          {secret}
        </code>
        <p className="text-xs text-muted-foreground">
          Send it as <code>Authorization: Bearer …</code>. Fieldwork keeps only a hash of it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </Alert>
  );
}
