import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

/** Copies the address; where the browser refuses (plain HTTP on a LAN), it says to copy it by hand. */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useT(capacityMessages);
  const [isCopied, setIsCopied] = useState(false);
  const copy = () => {
    // The clipboard API exists only in a secure context.
    const written = navigator.clipboard?.writeText(address) ?? Promise.reject(new Error('No clipboard'));
    written.then(
      () => {
        setIsCopied(true);
        toast({ title: t('copy.done') });
      },
      () => toast({ variant: 'destructive', title: t('copy.failed') }),
    );
  };
  return (
    <Button variant="outline" onClick={copy}>
      {isCopied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
      {t('copy.button')}
    </Button>
  );
}
