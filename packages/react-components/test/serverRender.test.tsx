// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import accountDetailsEn from '../src/i18n/accountDetails/en.json';
import assetsDe from '../src/i18n/assets/de.json';
import assetsEn from '../src/i18n/assets/en.json';
import audiencesEn from '../src/i18n/audiences/en.json';
import billingDe from '../src/i18n/billing/de.json';
import billingEn from '../src/i18n/billing/en.json';
import campaignListDe from '../src/i18n/campaignList/de.json';
import campaignListEn from '../src/i18n/campaignList/en.json';
import campaignListEsMx from '../src/i18n/campaignList/es-MX.json';
import campaignsDe from '../src/i18n/campaigns/de.json';
import campaignsEn from '../src/i18n/campaigns/en.json';
import contentCategoriesEn from '../src/i18n/contentCategories/en.json';
import dashboardDe from '../src/i18n/dashboard/de.json';
import dashboardEn from '../src/i18n/dashboard/en.json';
import integrationsEn from '../src/i18n/integrations/en.json';
import inventoryDe from '../src/i18n/inventory/de.json';
import inventoryEn from '../src/i18n/inventory/en.json';
import onboardingEn from '../src/i18n/onboarding/en.json';
import pixelsEn from '../src/i18n/pixels/en.json';
import preflightEn from '../src/i18n/preflight/en.json';
import reportingDe from '../src/i18n/reporting/de.json';
import reportingEn from '../src/i18n/reporting/en.json';
import { en as sharedEn } from '../src/i18n/shared/en.ts';
import teamDe from '../src/i18n/team/de.json';
import teamEn from '../src/i18n/team/en.json';
import * as entry from '../src/index.ts';
import { offlineClient } from './offlineClient.ts';
import { pipeToString } from './pipeToString.ts';

describe('server rendering', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('imports the package entry and renders every component to a string', () => {
    const {
      PlatformProvider,
      Button,
      TextField,
      NumberField,
      SearchField,
      Select,
      ListBoxItem,
      Checkbox,
      Switch,
      RadioGroup,
      Radio,
      Tabs,
      TabList,
      Tab,
      TabPanel,
      ProgressBar,
      Meter,
      DropZone,
      TagGroup,
      Tag,
      Skeleton,
      EmptyState,
      PageHeader,
      NavigationMenu,
      ReadOnlyBanner,
      ReloadPrompt,
      ErrorBoundary,
      AdvertiserSwitcher,
      DateRangePicker,
      ComboBox,
      Link,
      AudioPreview,
      Breadcrumbs,
    } = entry;
    const html = renderToString(
      <PlatformProvider client={offlineClient} locale="fr" appearance={{ theme: 'dark' }}>
        <ErrorBoundary>
          <PageHeader title="Campagnes" actions={<Button>Nouvelle</Button>} />
          <ReadOnlyBanner userRole={3} advertiserName="Acme" />
          <NavigationMenu advertiser="acme.example" currentSection="campaigns" />
          <AdvertiserSwitcher advertisers={[{ id: 'a', name: 'Acme' }]} selectedId="a" onSelect={() => {}} />
          <TextField label="Nom" />
          <NumberField label="Budget" defaultValue={2000} />
          <SearchField aria-label="Recherche" />
          <ComboBox label="Langue">
            <ListBoxItem id="fr">Français</ListBoxItem>
          </ComboBox>
          <Select label="Objectif">
            <ListBoxItem id="a">A</ListBoxItem>
          </Select>
          <DateRangePicker label="Dates" />
          <Checkbox>Ouvert</Checkbox>
          <Switch>Rythme</Switch>
          <RadioGroup label="Type">
            <Radio value="cpm">CPM</Radio>
          </RadioGroup>
          <Tabs>
            <TabList aria-label="Onglets">
              <Tab id="one">Un</Tab>
            </TabList>
            <TabPanel id="one">Contenu</TabPanel>
          </Tabs>
          <ProgressBar label="Envoi" value={10} />
          <Meter label="Budget" value={10} />
          <DropZone onFiles={() => {}} />
          <TagGroup label="Tags">
            <Tag id="news">news</Tag>
          </TagGroup>
          <Skeleton />
          <EmptyState />
          <Link href="/acme/dashboard">Tableau</Link>
          <Breadcrumbs items={[{ label: 'Campagnes', href: '/acme/campaigns' }, { label: 'Soldes' }]} />
          <AudioPreview src="https://cdn.example.com/soldes.mp3" name="Soldes" />
          <ReloadPrompt
            appName="Earshot"
            offlineReady
            needRefresh={false}
            onUpdate={() => {}}
            onClose={() => {}}
          />
        </ErrorBoundary>
      </PlatformProvider>,
    );
    expect(html).toContain('Campagnes');
    expect(html).toContain('Earshot est prêt à fonctionner hors ligne');
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('lang="fr"');
    expect(html).toContain('aria-label="Fil d’Ariane"');
    expect(html).toContain('aria-label="Écouter Soldes"');
  });
});

/** Every message key of every family: none may show as text in place of its message. */
const MESSAGE_KEYS = [
  accountDetailsEn,
  assetsEn,
  audiencesEn,
  billingEn,
  campaignListEn,
  campaignsEn,
  contentCategoriesEn,
  dashboardEn,
  integrationsEn,
  inventoryEn,
  onboardingEn,
  pixelsEn,
  preflightEn,
  reportingEn,
  sharedEn,
  teamEn,
].flatMap((messages) => Object.keys(messages));

/** The raw message keys in `html`, e.g. `assetUploader.prompt` where its message should be. */
const rawKeys = (html: string) =>
  MESSAGE_KEYS.filter((key) =>
    new RegExp(`(^|[^\\w.-])${key.replaceAll('.', '\\.')}($|[^\\w.-])`).test(html),
  );

/** The text of `html`: tags dropped, the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

const search = {
  baseUrl: 'http://127.0.0.1:9/search',
  apiKey: 'search-only',
  fetch: async () => new Response(null, { status: 404 }),
};

/** A headline screen, and a message of its family it shows on the server, in English and German. */
interface HeadlineScreen {
  name: string;
  render: (modules: Modules) => ReactNode;
  en: string;
  de: string;
}

const HEADLINE_SCREENS: HeadlineScreen[] = [
  {
    name: 'CampaignList',
    render: ({ entry }) => <entry.CampaignList advertiserId="acme" userRole={1} />,
    en: campaignListEn['campaigns.list.empty'],
    de: campaignListDe['campaigns.list.empty'],
  },
  {
    name: 'CampaignEditor',
    render: ({ entry }) => (
      <entry.CampaignEditor
        advertiserId="acme"
        campaignId="new"
        userRole={1}
        search={search}
        draftStorage={null}
      />
    ),
    en: campaignsEn['campaigns.field.name'],
    de: campaignsDe['campaigns.field.name'],
  },
  {
    name: 'Dashboard',
    render: ({ entry }) => <entry.Dashboard advertiserId="acme" />,
    en: dashboardEn['dashboard.loading'],
    de: dashboardDe['dashboard.loading'],
  },
  {
    name: 'AssetUploader',
    render: ({ entry }) => <entry.AssetUploader advertiserId="acme" />,
    en: assetsEn['assetUploader.prompt'],
    de: assetsDe['assetUploader.prompt'],
  },
  {
    name: 'Reporting',
    render: ({ entry }) => <entry.Reporting advertiserId="acme" />,
    en: reportingEn['reporting.description'],
    de: reportingDe['reporting.description'],
  },
  {
    name: 'Billing',
    render: ({ entry }) => <entry.Billing advertiserId="acme" />,
    en: billingEn['billing.description'],
    de: billingDe['billing.description'],
  },
  {
    name: 'InventorySearch',
    render: ({ entry }) => <entry.InventorySearch search={search} collection="podcast_v2" deals={[]} />,
    en: inventoryEn['inventorySearch.query'],
    de: inventoryDe['inventorySearch.query'],
  },
  {
    name: 'Team',
    render: ({ entry }) => <entry.Team advertiserId="acme" />,
    en: teamEn['team.invite.title'],
    de: teamDe['team.invite.title'],
  },
];

type Modules = Awaited<ReturnType<typeof freshModules>>;

// The test setup loads every catalogue; fresh modules start with none, as a server does.
async function freshModules() {
  vi.resetModules();
  const [fresh, sdk, { QueryClient }] = await Promise.all([
    import('../src/index.ts'),
    import('@earshot/sdk-core'),
    import('@tanstack/react-query'),
  ]);
  return { entry: fresh, sdk, QueryClient };
}

/** `screen` in a provider whose cache holds what the server fetched before rendering: no campaign yet. */
function page(modules: Modules, screen: ReactNode, locale: string, catalogue?: Record<string, string>) {
  const { entry, sdk, QueryClient } = modules;
  const client = sdk.createPlatformClient(offlineClient);
  const queryClient = new QueryClient();
  queryClient.setQueryData(sdk.listCampaignsQuery(client, 'acme').queryKey, []);
  return (
    <entry.PlatformProvider client={client} queryClient={queryClient} locale={locale} catalogue={catalogue}>
      {screen}
    </entry.PlatformProvider>
  );
}

describe('server rendering of the headline screens, no catalogue loaded beforehand', {
  timeout: 120_000,
}, () => {
  let modules: Modules;
  beforeAll(async () => {
    modules = await freshModules();
  }, 120_000);

  it('streams the screens in English with no raw key', async () => {
    const screens = HEADLINE_SCREENS.map((screen) => <div key={screen.name}>{screen.render(modules)}</div>);
    const html = await pipeToString(page(modules, screens, 'en'));
    for (const screen of HEADLINE_SCREENS) expect(textOf(html), screen.name).toContain(screen.en);
    expect(rawKeys(html)).toEqual([]);
    expect(modules.entry.loadedCatalogue('en')).toBeNull();
  });

  it.each(HEADLINE_SCREENS)('renders $name to a string in English at once', (screen) => {
    const html = renderToString(page(modules, screen.render(modules), 'en'));
    expect(textOf(html)).toContain(screen.en);
    expect(rawKeys(html)).toEqual([]);
    expect(html).toContain('lang="en"');
    // English comes with the screens' code: nothing was loaded for it.
    expect(modules.entry.loadedCatalogue('en')).toBeNull();
  });

  it.each(HEADLINE_SCREENS)('renders $name in German once its catalogue has loaded', async (screen) => {
    await modules.entry.loadCatalogue('de');
    const html = renderToString(page(modules, screen.render(modules), 'de'));
    expect(textOf(html)).toContain(screen.de);
    expect(textOf(html)).not.toContain(screen.en);
    expect(rawKeys(html)).toEqual([]);
    expect(html).toContain('lang="de"');
  });

  it('streams the screens in German, to a Node stream and to a web stream', async () => {
    await modules.entry.loadCatalogue('de');
    const screens = () =>
      HEADLINE_SCREENS.map((screen) => <div key={screen.name}>{screen.render(modules)}</div>);
    const piped = await pipeToString(page(modules, screens(), 'de'));
    const stream = await renderToReadableStream(page(modules, screens(), 'de'));
    await stream.allReady;
    const read = await new Response(stream).text();
    for (const html of [piped, read]) {
      for (const screen of HEADLINE_SCREENS) expect(textOf(html), screen.name).toContain(screen.de);
      expect(rawKeys(html)).toEqual([]);
      expect(html).toContain('lang="de"');
    }
  });
});

describe('server rendering with the catalogue passed in', { timeout: 120_000 }, () => {
  it('renders a locale at once from the catalogue given to the provider, loading nothing', async () => {
    // What a server component would pass down: the catalogue `loadCatalogue` answered in its own
    // module instance, here another fresh instance's.
    const elsewhere = await freshModules();
    const catalogue = await elsewhere.entry.loadCatalogue('es-MX');
    const modules = await freshModules();
    expect(modules.entry.loadedCatalogue('es-MX')).toBeNull();
    const list = <modules.entry.CampaignList advertiserId="acme" userRole={1} />;
    const html = renderToString(page(modules, list, 'es-MX', catalogue));
    expect(textOf(html)).toContain(campaignListEsMx['campaigns.list.empty']);
    expect(textOf(html)).not.toContain(campaignListEn['campaigns.list.empty']);
    expect(rawKeys(html)).toEqual([]);
    expect(html).toContain('lang="es-MX"');
    // Without it, the same fresh render shows English while the catalogue would load.
    const fresh = await freshModules();
    const before = renderToString(
      page(fresh, <fresh.entry.CampaignList advertiserId="acme" userRole={1} />, 'es-MX'),
    );
    expect(textOf(before)).toContain(campaignListEn['campaigns.list.empty']);
  });
});
