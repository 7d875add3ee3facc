/** The manifest of the server's bundle (dist/server/manifest.json). */
export interface BundleManifest {
  /** The folder it was built in: a bundle copied elsewhere is rebuilt. */
  root: string;
  /** When the build started (ms since the epoch): a source changed since makes it stale. */
  builtAt: number;
  /** The entry module, relative to the output folder. */
  entry: string;
  /** Every file it was built from, relative to `root`. */
  inputs: string[];
}

export function pinImportMeta(source: string, file: string): string;
export function isBundleCurrent(manifest: BundleManifest, root: string): Promise<boolean>;
export function bundleServer(options: { root: string; outDir: string }): Promise<BundleManifest>;
export function prepareServerBundle(options?: { root?: string; outDir?: string }): Promise<string>;
