import { useEffect, useState } from 'react';
import { Camera } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { parseScannedValue } from './decode-qr';
import { useQrCamera } from './use-qr-camera';
import { useT } from '@web/lib/i18n/use-t';
import { qrScannerMessages } from './messages';

/** What the panel says while it looks for a label; equipment's by default. */
export interface ScanTexts {
  /** Under the dark viewfinder, before the camera is allowed. */
  allow: string;
  /** A QR code that is not one of the labels looked for. */
  notALabel: string;
}

function Viewfinder() {
  const corner = 'absolute size-7 border-white/90';
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <div className="relative aspect-square w-3/5 max-w-64 rounded-lg shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]">
        <span className={cn(corner, 'top-0 left-0 rounded-tl-lg border-t-4 border-l-4')} />
        <span className={cn(corner, 'top-0 right-0 rounded-tr-lg border-t-4 border-r-4')} />
        <span className={cn(corner, 'bottom-0 left-0 rounded-bl-lg border-b-4 border-l-4')} />
        <span className={cn(corner, 'right-0 bottom-0 rounded-br-lg border-r-4 border-b-4')} />
      </div>
    </div>
  );
}

/**
 * The camera mode of the scanner. When the browser already holds the camera permission the
 * stream starts at once (a technician scanning label after label should not tap twice);
 * otherwise "Grant Camera Permission" asks for it.
 */
export function CameraPanel({
  onDetected,
  onCameraError,
  read = parseScannedValue,
  texts: givenTexts,
}: {
  onDetected: (code: string) => void;
  onCameraError: (message: string) => void;
  /** The code a scanned text carries, or null when it is not a label of the kind looked for. */
  read?: (text: string) => string | null;
  texts?: ScanTexts;
}) {
  const t = useT(qrScannerMessages);
  const texts = givenTexts ?? { allow: t('panel.allow'), notALabel: t('panel.notALabel') };
  const [notice, setNotice] = useState<string | null>(null);
  const { videoRef, status, start } = useQrCamera({
    onDecoded: (text) => {
      const code = read(text);
      if (!code) {
        setNotice(texts.notALabel);
        return false;
      }
      navigator.vibrate?.(60);
      onDetected(code);
      return true;
    },
    onError: onCameraError,
  });

  useEffect(() => {
    let isActive = true;
    navigator.permissions?.query({ name: 'camera' as PermissionName }).then(
      (permission) => {
        if (isActive && permission.state === 'granted') void start();
      },
      // Browsers that cannot query the camera permission wait for the button.
      () => undefined,
    );
    return () => {
      isActive = false;
    };
  }, [start]);

  const isScanning = status === 'scanning';
  return (
    <div className="grid gap-3">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-neutral-950">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('panel.cameraView')}
          className={cn('size-full object-cover', !isScanning && 'invisible')}
        />
        {isScanning ? (
          <Viewfinder />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white">
            <div className="flex size-12 items-center justify-center rounded-full bg-white/10">
              <Camera className="size-6" aria-hidden />
            </div>
            <p className="max-w-64 text-sm text-white/80">{texts.allow}</p>
            <Button onClick={() => void start()} disabled={status === 'starting'}>
              {status === 'starting' ? <Spinner /> : <Camera aria-hidden />}
              {t('panel.grant')}
            </Button>
          </div>
        )}
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-muted-foreground">
        {notice ?? (isScanning ? t('panel.pointAt') : '')}
      </p>
    </div>
  );
}
