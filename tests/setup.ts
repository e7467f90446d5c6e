import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { polyfillModalDialogs } from './dialog-polyfill';

if (typeof HTMLDialogElement !== 'undefined') polyfillModalDialogs();

afterEach(() => cleanup());
