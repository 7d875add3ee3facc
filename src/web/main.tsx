import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { answerReadsFromDeviceCopy } from './lib/replica/replica-loader';
import { initTheme } from './lib/theme';
import './styles/theme.css';

initTheme();
answerReadsFromDeviceCopy();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
