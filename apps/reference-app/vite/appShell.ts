/** An entry of the service worker's precache manifest, as workbox-build hands it over. */
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** What the service worker precaches, gathered while the pages are built. */
export interface AppShell {
  /** Adds a built page and the built files its HTML loads at once (scripts, preloads, stylesheets). */
  addPage(fileName: string, html: string): void;
  /** Workbox's `manifestTransforms` entry: keeps the shell, drops the rest of the build. */
  manifestTransform(entries: ManifestEntry[]): Promise<{ manifest: ManifestEntry[]; warnings: string[] }>;
}

/**
 * The app's shell: the prerendered pages and the files they load at once, which is what a first
 * visit and an offline start need. Everything else (the screens, the other languages' messages) is
 * cached as it is used, so a first visit does not download the whole app for the service worker.
 */
export function createAppShell(): AppShell {
  const files = new Set<string>();
  return {
    addPage(fileName, html) {
      files.add(fileName);
      for (const [, path] of html.matchAll(/\s(?:src|href)="\/(assets\/[^"]+)"/g)) files.add(path as string);
    },
    async manifestTransform(entries) {
      // The web manifest and its icon come as entries of their own (`includeAssets`, `manifest`).
      const manifest = entries.filter((entry) => files.has(entry.url));
      const missing = [...files].filter((file) => !entries.some((entry) => entry.url === file));
      return { manifest, warnings: missing.map((file) => `The shell's ${file} is not in the build`) };
    },
  };
}
