// Reading an archive back: its manifest first (a pass that writes nothing), then the files the manifest
// lists, extracted with the tar package and checked against their sizes and sha256.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { extract, list } from 'tar';
import { MANIFEST_NAME, parseManifest, type Manifest } from './archive-manifest';
import { OperatorError } from './operator-error';

const unreadable = (archive: string, error: unknown) =>
  new OperatorError(
    `${archive} could not be read as a .tar.gz archive: ${error instanceof Error ? error.message : String(error)}`,
  );

export async function readManifest(archive: string): Promise<Manifest> {
  const copies: Buffer[][] = [];
  try {
    await list({
      file: archive,
      strict: true,
      filter: (entryPath) => entryPath === MANIFEST_NAME,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        copies.push(chunks);
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      },
    });
  } catch (error) {
    throw unreadable(archive, error);
  }
  if (copies.length === 0) {
    throw new OperatorError(`${archive} is not a Griot backup: it has no ${MANIFEST_NAME}.`);
  }
  if (copies.length > 1) throw new OperatorError(`${archive} holds ${MANIFEST_NAME} twice: it is damaged.`);
  return parseManifest(Buffer.concat(copies[0]!).toString('utf8'));
}

async function sha256Of(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Extracts the manifest's files into `folder` (nothing else) and fails unless each is there and intact. */
export async function extractVerified(archive: string, manifest: Manifest, folder: string): Promise<void> {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  try {
    await extract({
      file: archive,
      cwd: folder,
      strict: true,
      filter: (entryPath, entry) => listed.has(entryPath) && 'type' in entry && entry.type === 'File',
    });
  } catch (error) {
    throw unreadable(archive, error);
  }
  for (const file of manifest.files) {
    let actual;
    try {
      actual = await sha256Of(path.join(folder, ...file.path.split('/')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new OperatorError(`The archive is damaged: ${file.path}, listed in its manifest, is missing.`);
      }
      throw error;
    }
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw new OperatorError(
        `The archive is damaged: ${file.path} does not match its manifest (${actual.size} bytes, sha256 ${actual.sha256}; expected ${file.size} bytes, sha256 ${file.sha256}).`,
      );
    }
  }
}
