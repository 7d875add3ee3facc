import { useCallback, useEffect, useRef, useState } from 'react';
import { createFrameDecoder } from './decode-qr';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { qrScannerMessages } from './messages';

/** How often a frame is read: fast enough to feel instant, slow enough to spare a phone's battery. */
const SCAN_INTERVAL_MS = 150;

/** The English of 'camera.notSupported' (the scanner's tests read it). */
export const CAMERA_NOT_SUPPORTED = 'Camera access is not supported in this browser';

/** Rear camera at about 1280×720 (core spec §9). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};

export type CameraStatus = 'idle' | 'starting' | 'scanning';

/** What a person can act on, from getUserMedia's error names. */
export function describeCameraError(t: TextsOf<typeof qrScannerMessages>, error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t('camera.denied');
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t('camera.notFound');
    case 'NotReadableError':
    case 'AbortError':
      return t('camera.inUse');
    default:
      return error instanceof Error && error.message ? error.message : t('camera.failed');
  }
}

/**
 * The camera stream and the decoding loop. `onDecoded` returns true when it accepted the
 * text (scanning stops), false to keep looking. Tracks stop on `stop()` and on unmount, so
 * closing the dialog always turns the camera light off.
 */
export function useQrCamera({
  onDecoded,
  onError,
}: {
  onDecoded: (text: string) => boolean;
  onError: (message: string) => void;
}) {
  const t = useT(qrScannerMessages);
  const words = useRef(t);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const callbacks = useRef({ onDecoded, onError });
  const [status, setStatus] = useState<CameraStatus>('idle');

  useEffect(() => {
    callbacks.current = { onDecoded, onError };
    words.current = t;
  });

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStatus('idle');
  }, []);

  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      callbacks.current.onError(words.current('camera.notSupported'));
      return;
    }
    setStatus('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) {
        // The dialog closed while the permission prompt was up.
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      await video.play();
      setStatus('scanning');
    } catch (error) {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      setStatus('idle');
      callbacks.current.onError(describeCameraError(words.current, error));
    }
  }, []);

  useEffect(() => {
    if (status !== 'scanning') return;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    createFrameDecoder().then(
      (decode) => {
        const tick = async () => {
          if (isCancelled) return;
          const video = videoRef.current;
          if (video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const text = await decode(video).catch(() => null);
            if (isCancelled) return;
            if (text && callbacks.current.onDecoded(text)) return;
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      },
      () => {
        if (!isCancelled) callbacks.current.onError(words.current('camera.readerFailed'));
      },
    );
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [status]);

  return { videoRef, status, start, stop };
}
