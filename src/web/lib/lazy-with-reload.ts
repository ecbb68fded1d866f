import { lazy } from 'react';
import { importWithReload } from './chunk-reload.ts';

/** React.lazy for pages and dialogs: a missing chunk reloads the page once, then reaches the error boundary. */
export const lazyWithReload: typeof lazy = (load) => lazy(() => importWithReload(load));
