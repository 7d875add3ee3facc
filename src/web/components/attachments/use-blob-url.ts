import { useEffect, useState } from 'react';
import { apiBlob } from '@web/lib/api-client';

export type BlobUrlState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

const LOADING: BlobUrlState = { status: 'loading' };
const FAILED: BlobUrlState = { status: 'error' };

/** Paths never hold a line break, so one string keys the list the effect loads. */
const SEPARATOR = '\n';

interface Loaded {
  key: string;
  /** Each path's object URL, null when it could not be fetched. */
  urls: ReadonlyMap<string, string | null>;
}

/**
 * Object URLs for protected files (thumbnails, QR codes, a printed sheet's pictures), fetched
 * side by side with the token and revoked when the component leaves or asks for other files.
 */
export function useBlobUrls(paths: readonly string[]): ReadonlyMap<string, BlobUrlState> {
  const key = [...new Set(paths)].join(SEPARATOR);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const created: string[] = [];
    const urls = new Map<string, string | null>();
    const settle = (path: string, url: string | null) => {
      urls.set(path, url);
      setLoaded({ key, urls: new Map(urls) });
    };
    for (const path of key.split(SEPARATOR)) {
      apiBlob(path, controller.signal).then(
        (blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          created.push(url);
          settle(path, url);
        },
        () => {
          if (!controller.signal.aborted) settle(path, null);
        },
      );
    }
    return () => {
      controller.abort();
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key]);

  const states = new Map<string, BlobUrlState>();
  for (const path of paths) {
    const url = loaded?.key === key ? loaded.urls.get(path) : undefined;
    states.set(path, url === undefined ? LOADING : url === null ? FAILED : { status: 'ready', url });
  }
  return states;
}

/** An object URL for one protected file, revoked when the component leaves. */
export function useBlobUrl(path: string | null): BlobUrlState {
  const states = useBlobUrls(path ? [path] : []);
  return path ? (states.get(path) ?? LOADING) : FAILED;
}
