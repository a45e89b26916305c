// Publishes the content package (functions/src/content/package.ts) to Firestore: idempotent (a second run writes
// nothing), it reports what it adds, changes and removes, records the package's version, and keeps a figure an
// administrator changed in the console since the last publish unless forced, naming each one it kept.
import {
  canonicalJson,
  CONTENT_COLLECTIONS,
  contentHash,
  contentPackage,
  contentVersion,
  FIGURES_COLLECTION,
  type ContentCollection,
} from '../content/package';
import { readContentCollection, readPublishedState, writeContent, type ContentWrite } from '../data/content-publish-repo';
import { log } from '../log';

export interface PublishOptions {
  /** Report what would change, and write nothing. */
  dryRun?: boolean;
  /** Overwrite figures changed in the console too. */
  force?: boolean;
}

/** "knowledgeCards/n400-fee". */
type DocumentPath = `${ContentCollection}/${string}`;

export interface PublishReport {
  version: string;
  /** The version published before, if any. */
  previousVersion: string | null;
  added: DocumentPath[];
  changed: DocumentPath[];
  removed: DocumentPath[];
  /** Figures changed in the console since the last publish, kept as they are (publish with force to overwrite). */
  keptFigures: string[];
  unchanged: number;
  dryRun: boolean;
}

export async function publishContent({ dryRun = false, force = false }: PublishOptions = {}): Promise<PublishReport> {
  const content = contentPackage();
  const version = contentVersion(content);
  const previous = await readPublishedState();
  const report: PublishReport = {
    version,
    previousVersion: previous?.version ?? null,
    added: [],
    changed: [],
    removed: [],
    keptFigures: [],
    unchanged: 0,
    dryRun,
  };
  const writes: ContentWrite[] = [];
  const figureHashes: Record<string, string> = {};

  for (const collection of CONTENT_COLLECTIONS) {
    const stored = await readContentCollection(collection);
    for (const [id, data] of content[collection]) {
      const existing = stored.get(id);
      const isFigure = collection === FIGURES_COLLECTION;
      if (existing === undefined) {
        report.added.push(`${collection}/${id}`);
        writes.push({ collection, id, data });
      } else if (canonicalJson(existing) === canonicalJson(data)) {
        report.unchanged += 1;
      } else if (isFigure && !force && previous?.figureHashes[id] !== undefined && previous.figureHashes[id] !== contentHash(existing)) {
        // Edited in the console after the last publish: the administrator's value stands.
        report.keptFigures.push(id);
        figureHashes[id] = previous.figureHashes[id];
        continue;
      } else {
        report.changed.push(`${collection}/${id}`);
        writes.push({ collection, id, data });
      }
      if (isFigure) figureHashes[id] = contentHash(data);
    }
    for (const id of stored.keys()) {
      if (content[collection].has(id)) continue;
      report.removed.push(`${collection}/${id}`);
      writes.push({ collection, id, data: null });
    }
  }

  const nothingNew =
    writes.length === 0 && previous?.version === version && canonicalJson(previous.figureHashes) === canonicalJson(figureHashes);
  if (!dryRun && !nothingNew) {
    await writeContent(writes, { version, figureHashes });
    log.info('content published', {
      version,
      added: report.added.length,
      changed: report.changed.length,
      removed: report.removed.length,
      keptFigures: report.keptFigures.length,
    });
  }
  return report;
}
