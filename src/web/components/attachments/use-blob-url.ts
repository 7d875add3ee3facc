import { useEffect, useState } from 'react';
import { apiBlob } from '@web/lib/api-client';

export type BlobUrlState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

interface Loaded {
  path: string;
  url: string | null;
}

/** An object URL for a protected file (thumbnails, QR codes), revoked when the component leaves. */
export function useBlobUrl(path: string | null): BlobUrlState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | null = null;
    apiBlob(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ path, url });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ path, url: null });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (!path) return { status: 'error' };
  if (loaded?.path !== path) return { status: 'loading' };
  return loaded.url ? { status: 'ready', url: loaded.url } : { status: 'error' };
}
