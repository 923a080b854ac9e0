import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { imageMessages } from '@shared/image-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { AppError } from '@server/errors';
import { makeNoisyPng, makePng } from '@server/test/fixtures/images';
import { createImageProcesses, type ImageProcesses } from './image-processes';

/** This test process's children: the image processes it started. */
function children(): number[] {
  return readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let processes: ImageProcesses | undefined;
afterEach(() => processes?.close());

/** What the processes make of the next good upload: they still work after a refusal or a crash. */
async function nextUploadType(): Promise<string> {
  const image = await processes!.process({
    task: 'upload',
    bytes: await makePng(),
    purpose: 'catalogue',
    options: { variants: true },
  });
  return image.contentType;
}

describe('image processes', () => {
  it('re-encode an image in a child process, which exits once it has been idle', async () => {
    const before = children();
    processes = createImageProcesses({ taskMs: 10_000, idleExitMs: 300 });
    const image = await processes.process({
      task: 'upload',
      bytes: await makePng(),
      purpose: 'avatar',
      options: { variants: true },
    });
    expect(image.contentType).toBe('image/png');
    expect((await sharp(image.bytes).metadata()).width).toBe(256);
    // The copies cross the channel as Buffers too, each with its own pixels.
    expect(image.variants.map((variant) => `${variant.width}w.${variant.format}`)).toEqual([
      '128w.avif',
      '128w.webp',
      '128w.jpg',
      '256w.avif',
      '256w.webp',
      '256w.jpg',
    ]);
    expect(image.variants.every((variant) => Buffer.isBuffer(variant.bytes))).toBe(true);
    expect((await sharp(image.variants[0]!.bytes).metadata()).width).toBe(128);
    expect(children().length).toBe(before.length + 1);

    await pause(1500);
    expect(children()).toEqual(before);
  });

  it('answer a file that is not an image with its 400, and keep working', async () => {
    processes = createImageProcesses({ taskMs: 10_000, idleExitMs: 300 });
    const refusal = await processes
      .process({
        task: 'upload',
        bytes: Buffer.from('not an image'),
        purpose: 'catalogue',
        options: { variants: true },
      })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, message: inEnglish(imageMessages.imageInvalidType) });
    expect(await nextUploadType()).toBe('image/png');
  });

  it('refuse the image a child died on, not the server, and start a new child for the next', async () => {
    const before = children();
    processes = createImageProcesses({ taskMs: 10_000, idleExitMs: 300 });
    const working = processes
      .process({ task: 'upload', bytes: await makePng(), purpose: 'catalogue', options: { variants: true } })
      .catch((e: unknown) => e);
    const child = children().find((pid) => !before.includes(pid));
    process.kill(child!, 'SIGKILL');
    expect(await working).toMatchObject({ statusCode: 400, message: inEnglish(imageMessages.imageInvalidType) });
    expect(await nextUploadType()).toBe('image/png');
  });

  it('end a task past its time limit with its 400, and do the next task in a new child', async () => {
    const before = children();
    processes = createImageProcesses({ taskMs: 1000, idleExitMs: 300 });
    // About eight seconds of work: its child is ended after one.
    const slow = await makeNoisyPng();
    const started = Date.now();
    const refusal = await processes
      .process({ task: 'upload', bytes: slow, purpose: 'catalogue', options: { variants: true } })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      code: 'IMAGE_TOO_SLOW',
      message: inEnglish(imageMessages.imageTooSlow),
    });
    expect(Date.now() - started).toBeLessThan(6000);
    await pause(200);
    // Its child is gone (a child of the test before may still be ending).
    expect(children().filter((pid) => !before.includes(pid))).toEqual([]);
    expect(await nextUploadType()).toBe('image/png');
  });
});
