// Entry point: fonts and styles (bundled, nothing is fetched from elsewhere), then the app into #root.
import '@fontsource-variable/fraunces/opsz.css';
import '@fontsource-variable/fraunces/opsz-italic.css';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '@shared/messages';
import { App } from './app/app';
import { linkQueriesToConnection } from './app/query-client';

const container = document.getElementById('root');
if (!container) throw new Error(messages.rootMissing);

linkQueriesToConnection();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
