// Entry point: styles, then the app into #root (the web fonts follow the first screen: app/web-fonts.tsx).
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoot } from './app/find-root';
import { followHashLinks } from './app/hash-links';
import { linkQueriesToConnection } from './app/query-client';

const container = findRoot(document);

// Before the router reads the address: an old `/#/music` link becomes `/music`.
followHashLinks();

linkQueriesToConnection();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
