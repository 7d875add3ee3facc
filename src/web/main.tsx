import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { answerReadsFromDeviceCopy } from './lib/replica/replica-loader';
import { startServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import './styles/theme.css';

initTheme();
startServiceWorker();
answerReadsFromDeviceCopy();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
