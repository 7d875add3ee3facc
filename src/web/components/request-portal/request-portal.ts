import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import type { RequestPortalSettings } from '@shared/schemas/requests';
import { apiRequest } from '@web/lib/api-client';
import { useCan } from '@web/lib/permissions';

export const requestPortalKey = ['request-portal'] as const;

export function getRequestPortal(): Promise<RequestPortalSettings> {
  return apiRequest<RequestPortalSettings>('/api/request-portal');
}

/** The plant's request portal, for those who manage it ('portal.manage'); others never ask. */
export function useRequestPortal() {
  const canManage = useCan('portal.manage');
  const query = useQuery({ queryKey: requestPortalKey, queryFn: getRequestPortal, enabled: canManage });
  return { ...query, canManage };
}

/** What an asset's label carries once the portal is on: the portal's address with the tag. */
export function assetRequestUrl(portalUrl: string, assetTag: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/${encodeURIComponent(assetTag)}`;
}

/**
 * An SVG QR code as a data URL, drawn in the browser with the library and the settings the
 * server draws asset labels with (modules/equipment/qr-code.ts), so both print alike. Null
 * while it is drawn, or without text.
 */
export function useQrSvg(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (!cancelled) setDrawn({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return text && drawn?.text === text ? drawn.url : null;
}
