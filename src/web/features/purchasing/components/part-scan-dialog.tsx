import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { matchesScannedPart, type ScannablePart } from '@web/components/parts/part-label-code';
import { CameraPanel } from '@web/components/qr-scanner/camera-panel';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';

/** Typed when the camera cannot be used, or the label is torn: the same matching as a scan. */
function TypedCode({ onFind }: { onFind: (code: string) => boolean }) {
  const t = useT(purchasingMessages);
  const [code, setCode] = useState('');
  const [notFound, setNotFound] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotFound(!onFind(code));
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField
        label={t('scan.partNumber')}
        hint={t('scan.partNumberHint')}
        error={notFound ? t('scan.notOnOrder', { code: code.trim() }) : undefined}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setNotFound(false);
          }}
          className="font-mono"
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={code.trim() === ''}>
        <Search aria-hidden />
        {t('scan.findLine')}
      </Button>
    </form>
  );
}

/**
 * Finds the order line of a part by its label (a QR code of the part number) or the vendor's
 * number on the box. The camera keeps looking past codes that are not on the order.
 */
export function PartScanDialog({
  open,
  onOpenChange,
  orderNumber,
  lines,
  onFound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  lines: readonly ScannablePart[];
  /** The index of the line found. */
  onFound: (index: number) => void;
}) {
  const t = useT(purchasingMessages);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const find = (code: string) => {
    const index = matchesScannedPart(code, lines);
    if (index < 0) return false;
    onOpenChange(false);
    onFound(index);
    return true;
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setCameraError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('scan.title')}</DialogTitle>
          <DialogDescription>{t('scan.description', { number: orderNumber })}</DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="grid gap-4">
            {cameraError ? (
              <Alert title={t('scan.cameraUnavailable')}>
                {t('scan.cameraError', { error: cameraError })}
              </Alert>
            ) : (
              <CameraPanel
                read={(text) => (matchesScannedPart(text, lines) >= 0 ? text : null)}
                texts={{
                  allow: t('scan.allow'),
                  notALabel: t('scan.notALabel', { number: orderNumber }),
                }}
                onDetected={(code) => void find(code)}
                onCameraError={setCameraError}
              />
            )}
            <TypedCode onFind={find} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
