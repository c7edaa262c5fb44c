import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue, SUPPORTED_LOCALES } from '../src/i18n/catalogues.ts';

afterEach(() => cleanup());

// Every locale's catalogue loads before the tests, which render any language at once (server included).
await Promise.all(SUPPORTED_LOCALES.map(loadCatalogue));
