import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue, SUPPORTED_LOCALES } from '../src/i18n/catalogues.ts';

afterEach(() => cleanup());

// Screens load their parts on demand, which the browser tests' dev server compiles at first use: on a
// busy 2-core machine that alone can take longer than the 1 s `findBy…` waits by default.
configure({ asyncUtilTimeout: 5000 });

// Every locale's catalogue loads before the tests, which render any language at once (server included).
await Promise.all(SUPPORTED_LOCALES.map(loadCatalogue));
