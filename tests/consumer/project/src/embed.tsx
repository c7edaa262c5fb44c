// The page of the Chromium check under a host portal's stylesheet: one headline screen from the
// installed packages, bundled as an embedder would, chosen by the address
// (`?screen=Billing&isolation=shadow`), with data from the `testing` entry's in-memory APIs.
import '@earshot/react-components/styles.css';
import { InMemoryPlatform } from '@earshot/react-components/testing';
import { createRoot } from 'react-dom/client';
import { EMBEDDED_SCREENS } from './embeddedScreens';

const params = new URLSearchParams(window.location.search);
const name = params.get('screen') ?? '';
const screen = EMBEDDED_SCREENS[name];
if (!screen) {
  throw new Error(`No screen "${name}": ?screen= takes one of ${Object.keys(EMBEDDED_SCREENS).join(', ')}`);
}
const isolation = params.get('isolation') === 'shadow' ? 'shadow' : 'scoped';
const container = document.getElementById('embed');
if (!container) throw new Error('The host page has no #embed element');

// The host page's server (the package's own Chromium check's) serves the bundled stylesheet as /page.css.
createRoot(container).render(
  <InMemoryPlatform
    isolation={isolation}
    shadowStylesheet={{ href: '/page.css' }}
    createFetch={screen.createFetch}
  >
    {screen.render}
  </InMemoryPlatform>,
);
