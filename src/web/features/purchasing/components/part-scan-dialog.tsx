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

/** Typed when the camera cannot be used, or the label is torn: the same matching as a scan. */
function TypedCode({ onFind }: { onFind: (code: string) => boolean }) {
  const [code, setCode] = useState('');
  const [notFound, setNotFound] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotFound(!onFind(code));
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField
        label="Part number"
        hint="Ours or the vendor's, as on the label or the box."
        error={notFound ? `${code.trim()} is not on this order.` : undefined}
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
        Find line
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
          <DialogTitle>Scan part label</DialogTitle>
          <DialogDescription>{`Scan a part's label to find its line on ${orderNumber}.`}</DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="grid gap-4">
            {cameraError ? (
              <Alert title="Camera unavailable">{`${cameraError} Type the part number instead.`}</Alert>
            ) : (
              <CameraPanel
                read={(text) => (matchesScannedPart(text, lines) >= 0 ? text : null)}
                texts={{
                  allow: 'Allow camera access to scan the labels of the parts delivered.',
                  notALabel: `That label is not a part on ${orderNumber}. Aim at another label, or type the number.`,
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
