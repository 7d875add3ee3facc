import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RealtimeRoot } from '@web/app/realtime/realtime-root';
import { createTestRealtimeClient } from '@web/lib/realtime/fake-socket.test-helper';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import Phase1DemoPage from './phase1-demo-page';

function renderPage(path = '/phase1-demo') {
  stubFetch({
    'GET /api/websocket/stats': () => jsonResponse(200, { totalConnections: 1, userConnections: 1 }),
    'GET /api/notification-preferences': () => jsonResponse(200, []),
  });
  const realtime = createTestRealtimeClient();
  return renderWithApp(
    <RealtimeRoot createClient={() => realtime.client}>
      <Phase1DemoPage />
    </RealtimeRoot>,
    { path },
  );
}

describe('Phase 1 demo page', () => {
  it('opens on the live demo under its title, with the four tabs of the spec', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Phase 1 Implementation Demo' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Features',
      'Live Demo',
      'Technical Specs',
      'Next Steps',
    ]);
    expect(screen.getByRole('tab', { name: 'Live Demo' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Real-time notifications')).toBeTruthy();
    expect(screen.getByText('File upload')).toBeTruthy();
    expect(screen.getByText(/at most 5 files/)).toBeTruthy();
  });

  it('keeps the chosen tab in the URL and shows figures from the code', async () => {
    const view = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Technical Specs' }));
    await waitFor(() => expect(view.currentPath()).toBe('/phase1-demo?tab=technical-specs'));
    expect(screen.getByText('5 attempts, 1 s apart')).toBeTruthy();
    expect(screen.getByText('GET /api/websocket/stats').closest('dd')?.textContent).toBe(
      'GET /api/websocket/stats every 10 s',
    );
    expect(
      screen.getByText(
        'JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX; the server reads the type from the content',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Live Demo' }));
    await waitFor(() => expect(view.currentPath()).toBe('/phase1-demo'));
  });

  it('lists no built feature as a next step: each one planned after phase 1 says where it is', () => {
    renderPage('/phase1-demo?tab=next-steps');
    const panel = screen.getByRole('tabpanel', { name: 'Next Steps' });
    expect(
      within(panel).getByText('Everything planned after phase 1 is built. Where to find each part:'),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Analytics & Reporting' }).getAttribute('href')).toBe(
      '/analytics',
    );
    expect(within(panel).getByRole('link', { name: 'System Monitoring' }).getAttribute('href')).toBe(
      '/system-monitoring',
    );
    expect(within(panel).getByRole('heading', { name: 'Offline work' })).toBeTruthy();
    expect(panel.textContent).not.toMatch(/\b(will|planned for|coming)\b/i);
  });

  it('gives every upload figure from the one rule the server applies: 5 MB, never 10', async () => {
    renderPage();
    expect(
      screen.getByText('JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX · up to 5 MB each · at most 5 files'),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Technical Specs' }));
    expect(document.body.textContent).not.toMatch(/10 ?MB/);
    expect(screen.getByText('Size').closest('div')?.textContent).toBe('SizeUp to 5 MB a file');
  });

  it('describes what phase 1 delivers', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Features' }));
    for (const title of ['Real-time updates', 'Notifications', 'Push on this device', 'File uploads']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
  });
});
