import { useState } from 'react';
import { Camera, Keyboard } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { CameraPanel } from './camera-panel';
import { ManualTagForm } from './manual-tag-form';
import { useT } from '@web/lib/i18n/use-t';
import { qrScannerMessages } from './messages';

type ScanMode = 'camera' | 'manual';

function isScanMode(value: string): value is ScanMode {
  return value === 'camera' || value === 'manual';
}

/** Lives inside the dialog content, so every opening starts fresh in camera mode. */
function ScanBody({ onDetected }: { onDetected: (assetTag: string) => void }) {
  const t = useT(qrScannerMessages);
  const [mode, setMode] = useState<ScanMode>('camera');
  const [cameraError, setCameraError] = useState<string | null>(null);

  // Any camera failure falls back to typing the tag (core spec §8).
  const handleCameraError = (message: string) => {
    setCameraError(message);
    setMode('manual');
  };

  return (
    <Tabs value={mode} onValueChange={(value) => isScanMode(value) && setMode(value)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="camera" className="gap-2">
          <Camera className="size-4" aria-hidden />
          {t('dialog.camera')}
        </TabsTrigger>
        <TabsTrigger value="manual" className="gap-2">
          <Keyboard className="size-4" aria-hidden />
          {t('dialog.manual')}
        </TabsTrigger>
      </TabsList>
      {/* Inactive tabs unmount: leaving camera mode stops the stream. */}
      <TabsContent value="camera">
        <CameraPanel onDetected={onDetected} onCameraError={handleCameraError} />
      </TabsContent>
      <TabsContent value="manual" className="grid gap-4">
        {cameraError ? (
          <Alert title={t('dialog.cameraUnavailable')}>
            {t('dialog.typeInstead', { error: cameraError })}
          </Alert>
        ) : null}
        <ManualTagForm onSubmit={onDetected} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Finds an asset tag by camera (BarcodeDetector or jsQR) or by typing it. Calls `onDetected`
 * once with the tag and closes itself; the caller looks the tag up (`useEquipmentScan`).
 */
export function QrScanDialog({
  open,
  onOpenChange,
  onDetected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDetected: (assetTag: string) => void;
}) {
  const t = useT(qrScannerMessages);
  const handleDetected = (assetTag: string) => {
    onOpenChange(false);
    onDetected(assetTag);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {open ? <ScanBody onDetected={handleDetected} /> : null}
      </DialogContent>
    </Dialog>
  );
}
