import { useCallback, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** The drawn signature as a PNG file, named for the step it signs. */
async function signatureFile(canvas: HTMLCanvasElement, title: string): Promise<File> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The signature could not be saved');
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'step';
  return new File([blob], `signature-${slug}.png`, { type: 'image/png' });
}

/**
 * A signature step (issue 25 §3): drawn with a finger or a mouse on a white pad (signature_pad),
 * saved as a PNG attachment of the order with the signer's name and time on the step.
 */
export function SignatureDialog({
  open,
  title,
  signer,
  onOpenChange,
  onSigned,
}: {
  open: boolean;
  title: string;
  signer: string;
  onOpenChange: (open: boolean) => void;
  onSigned: (file: File) => Promise<void>;
}) {
  const t = useT(workOrdersMessages);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const [isSaving, setIsSaving] = useState(false);

  // The dialog's content mounts after it opens (and again on each opening): the pad is set up
  // on the canvas element itself when it appears, and let go when it leaves.
  const attachPad = useCallback((canvas: HTMLCanvasElement | null) => {
    padRef.current?.off();
    padRef.current = null;
    canvasRef.current = canvas;
    if (!canvas) return;
    // Sized in device pixels, so the line is sharp on a phone's dense screen.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: 'rgb(17, 24, 39)',
    });
    pad.addEventListener('endStroke', () => setIsEmpty(pad.isEmpty()));
    padRef.current = pad;
    setIsEmpty(true);
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
  };

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas || padRef.current?.isEmpty()) return;
    setIsSaving(true);
    try {
      await onSigned(await signatureFile(canvas, title));
      onOpenChange(false);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('signature.title', { title })}</DialogTitle>
          <DialogDescription>{t('signature.description', { signer })}</DialogDescription>
        </DialogHeader>
        <canvas
          ref={attachPad}
          aria-label={t('signature.pad')}
          className="h-48 w-full touch-none rounded-md border bg-white"
        />
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={clear} disabled={isEmpty || isSaving}>
            {t('signature.clear')}
          </Button>
          <Button type="button" onClick={() => void save()} disabled={isEmpty || isSaving}>
            {isSaving ? <Spinner /> : null}
            {t('signature.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
