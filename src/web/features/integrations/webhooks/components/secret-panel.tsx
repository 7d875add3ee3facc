import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

/** The signing secret, shown once after creation or rotation, with Copy. */
export function SecretPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert title="Copy the signing secret now: it is not shown again.">
      <div className="mt-2 grid gap-2">
        <code
          className="block rounded border bg-background px-2 py-1.5 text-xs break-all"
          aria-label="Signing secret"
        >
          {secret}
        </code>
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
