// Entry point: fonts and styles (bundled, nothing is fetched from elsewhere), then the app into #root.
import '@fontsource-variable/fraunces/opsz.css';
import '@fontsource-variable/fraunces/opsz-italic.css';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoot } from './app/find-root';
import { linkQueriesToConnection } from './app/query-client';

const container = findRoot(document);

linkQueriesToConnection();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
