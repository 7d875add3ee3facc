import './lib/zod-jitless';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { connectStaffSession } from './features/portal/lib/staff-session';
import { PortalApp } from './features/portal/portal-app';
import './styles/portal.css';

/**
 * The request portal's own page (ADR 51): what someone without an account opens from a label or
 * a poster, on any phone and any connection. None of the app's shell, session or offline copy.
 */
connectStaffSession();

const container = document.getElementById('root');
if (!container) throw new Error('portal.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* A language other than English shows once its texts have arrived (a small chunk). */}
    <Suspense fallback={null}>
      <PortalApp />
    </Suspense>
  </StrictMode>,
);
