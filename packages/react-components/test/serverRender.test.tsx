// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as entry from '../src/index.ts';
import { offlineClient } from './offlineClient.ts';

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
