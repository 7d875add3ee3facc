import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RequestPortalLink, RequestPortalSettings } from '@shared/schemas/requests';
import { apiRequest } from '@web/lib/api-client';
import { useCan } from '@web/lib/permissions';
import { requestPortalKey, requestPortalLinkKey } from './query-keys';

export function getRequestPortal(): Promise<RequestPortalSettings> {
  return apiRequest<RequestPortalSettings>('/api/request-portal');
}

/** The plant's request portal, for those who manage it ('portal.manage'); others never ask. */
export function useRequestPortal() {
  const canManage = useCan('portal.manage');
  const query = useQuery({ queryKey: requestPortalKey, queryFn: getRequestPortal, enabled: canManage });
  return { ...query, canManage };
}

/**
 * The portal's address as asset labels carry it, for everyone who may print them: null while
 * the portal is off, or when the link cannot be read (labels then carry the asset tag, which
 * the in-app scanner reads as well); undefined while it is read.
 */
export function useRequestPortalLink(): string | null | undefined {
  const link = useQuery({
    queryKey: requestPortalLinkKey,
    queryFn: () => apiRequest<RequestPortalLink>('/api/request-portal/link'),
  });
  if (link.isError) return null;
  return link.data ? link.data.portalUrl : undefined;
}

/** What an asset's label carries once the portal is on: the portal's address with the tag. */
export function assetRequestUrl(portalUrl: string, assetTag: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/${encodeURIComponent(assetTag)}`;
}

/**
 * An SVG QR code of `text` as a data URL, drawn in the browser with the library and the settings
 * the server draws asset labels with (modules/equipment/qr-code.ts), so both print alike.
 */
export async function qrSvgDataUrl(text: string): Promise<string> {
  // Loaded only when a code is drawn, so a screen that may show one (an asset's details) does not
  // download it up front.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `qrSvgDataUrl` for a screen: null while it is drawn, or without text. */
export function useQrSvg(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    void qrSvgDataUrl(text).then((url) => {
      if (!cancelled) setDrawn({ text, url });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return text && drawn?.text === text ? drawn.url : null;
}
