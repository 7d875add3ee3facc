import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { parseScannedValue } from './decode-qr';
import { QrScanDialog } from './qr-scan-dialog';
import { CAMERA_NOT_SUPPORTED } from './use-qr-camera';

/**
 * Spreading navigator copies only its own properties: its language getters live on the prototype,
 * and the screens' language is worked out from them (lib/i18n/locale-store.ts).
 */
const browser = { ...navigator, language: navigator.language, languages: navigator.languages };

function renderDialog() {
  const onDetected = vi.fn();
  const onOpenChange = vi.fn();
  renderWithApp(<QrScanDialog open onOpenChange={onOpenChange} onDetected={onDetected} />);
  return { onDetected, onOpenChange };
}

describe('QR scan dialog', () => {
  it('offers camera mode first, with a button to grant the camera permission', async () => {
    const permissions = { query: vi.fn().mockResolvedValue({ state: 'prompt' }) };
    vi.stubGlobal('navigator', { ...browser, permissions });
    renderDialog();
    expect(await screen.findByRole('tab', { name: 'Camera', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grant Camera Permission' })).toBeTruthy();
    expect(permissions.query).toHaveBeenCalledWith({ name: 'camera' });
  });

  it('starts the camera at once when the permission is already granted', async () => {
    const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => undefined));
    const permissions = { query: vi.fn().mockResolvedValue({ state: 'granted' }) };
    vi.stubGlobal('navigator', { ...browser, mediaDevices: { getUserMedia }, permissions });
    renderDialog();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
  });

  it('stops the camera when the dialog closes', async () => {
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] };
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    // happy-dom has no MediaStream: the fake stream is accepted and playback pretends to start.
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...browser, mediaDevices: { getUserMedia }, permissions: undefined });
    const onOpenChange = vi.fn();
    const view = renderWithApp(<QrScanDialog open onOpenChange={onOpenChange} onDetected={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant Camera Permission' }));
    expect(await screen.findByText('Point the camera at the QR label. It scans automatically.')).toBeTruthy();
    expect(track.stop).not.toHaveBeenCalled();
    view.rerender(<QrScanDialog open={false} onOpenChange={onOpenChange} onDetected={vi.fn()} />);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  it('switches to manual entry with the reason when the browser has no camera access', async () => {
    vi.stubGlobal('navigator', { ...browser, mediaDevices: undefined, permissions: undefined });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant Camera Permission' }));
    expect(await screen.findByRole('tab', { name: 'Manual', selected: true })).toBeTruthy();
    expect(screen.getByText(`${CAMERA_NOT_SUPPORTED} Type the asset tag instead.`)).toBeTruthy();
  });

  it('switches to manual entry when the permission is refused', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...browser, mediaDevices: { getUserMedia }, permissions: undefined });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant Camera Permission' }));
    expect(await screen.findByRole('tab', { name: 'Manual', selected: true })).toBeTruthy();
    expect(screen.getByText(/Camera permission was denied/)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  });

  it('keeps manual submit disabled until the tag is 3–20 letters, digits or hyphens', async () => {
    const { onDetected, onOpenChange } = renderDialog();
    await userEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    const field = await screen.findByLabelText('Asset tag');
    const submit = screen.getByRole('button', { name: 'Find equipment' });
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.type(field, 'PM');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(field, 'P_1');
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    await userEvent.tab();
    expect(await screen.findByText('Asset tag must be 3 to 20 letters, digits or hyphens')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, 'pmp-e2e-01');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    expect(onDetected).toHaveBeenCalledWith('PMP-E2E-01');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('parseScannedValue', () => {
  it('reads a bare tag or an equipment link, and rejects anything else', () => {
    expect(parseScannedValue(' PMP-E2E-01 ')).toBe('PMP-E2E-01');
    expect(parseScannedValue('https://cmms.example.com/equipment?asset=CMP-7')).toBe('CMP-7');
    expect(parseScannedValue('https://example.com/some page with spaces')).toBeNull();
    expect(parseScannedValue('Hello, world')).toBeNull();
  });

  it("reads a request-portal label's tag, and not the poster's or a status page's address", () => {
    const portal = 'https://cmms.example.com/r/AbCdEfGhIjKlMnOpQrStUv';
    expect(parseScannedValue(`${portal}/PMP-001`)).toBe('PMP-001');
    expect(parseScannedValue(`https://example.com/fieldwork/r/AbCdEfGhIjKlMnOpQrStUv/CMP-7`)).toBe('CMP-7');
    expect(parseScannedValue(`${portal}/PMP%2D001`)).toBe('PMP-001');
    expect(parseScannedValue(portal)).toBeNull();
    expect(parseScannedValue(`${portal}/status/trk0123456789abcd`)).toBeNull();
    expect(parseScannedValue(`${portal}/not a tag!`)).toBeNull();
    expect(parseScannedValue(`${portal}/%E0%A4%A`)).toBeNull();
  });
});
