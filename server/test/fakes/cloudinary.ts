// A local stand-in for Cloudinary's upload and ping endpoints, answering with the service's contract
// (docs: external-services.md), and keeping what it received so tests can check what we sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedUpload {
  path: string;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export interface FakeCloudinary {
  baseUrl: string;
  cloudName: string;
  /** Presets that exist; an upload naming another answers 400 'Upload preset not found'. */
  presets: Set<string>;
  /** The API key and secret the ping endpoint accepts (HTTP basic auth). */
  credentials: { apiKey: string; apiSecret: string };
  /** When true, requests get no answer until the server closes (for time-outs). */
  stall: boolean;
  uploads: ReceivedUpload[];
  pings: Array<{ authorization: string | undefined }>;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseUpload(req: IncomingMessage, path: string): Promise<ReceivedUpload> {
  const body = new Uint8Array(await readBody(req));
  const form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  const entries: Array<[string, FormDataEntryValue]> = [];
  form.forEach((value, name) => entries.push([name, value]));
  const received: ReceivedUpload = { path, fields: {}, file: null };
  for (const [name, value] of entries) {
    if (typeof value === 'string') received.fields[name] = value;
    else if (name === 'file') received.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return received;
}

export async function startFakeCloudinary(cloudName = 'griot-test'): Promise<FakeCloudinary> {
  const fake = {
    cloudName,
    presets: new Set(['griot-unsigned']),
    credentials: { apiKey: 'key-123', apiSecret: 'secret-456' },
    stall: false,
    uploads: [] as ReceivedUpload[],
    pings: [] as Array<{ authorization: string | undefined }>,
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (fake.stall) return;
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'POST' && path === `/v1_1/${cloudName}/image/upload`) {
        const upload = await parseUpload(req, path);
        fake.uploads.push(upload);
        const preset = upload.fields.upload_preset ?? '';
        if (!fake.presets.has(preset)) return json(res, 400, { error: { message: 'Upload preset not found' } });
        if (!upload.file) return json(res, 400, { error: { message: 'Missing required parameter - file' } });
        const publicId = `${upload.fields.folder}/${upload.fields.public_id}`;
        const format = upload.file.name.split('.').pop();
        return json(res, 200, {
          public_id: publicId,
          version: 1763812345,
          format,
          resource_type: 'image',
          bytes: upload.file.bytes.length,
          secure_url: `https://res.cloudinary.com/${cloudName}/image/upload/v1763812345/${publicId}.${format}`,
          folder: upload.fields.folder,
          original_filename: upload.file.name.replace(/\.[^.]*$/, ''),
        });
      }
      if (req.method === 'GET' && path === `/v1_1/${cloudName}/ping`) {
        fake.pings.push({ authorization: req.headers.authorization });
        const expected = `Basic ${Buffer.from(`${fake.credentials.apiKey}:${fake.credentials.apiSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(res, 401, { error: { message: 'Invalid api_key or api_secret' } });
        return json(res, 200, { status: 'ok' });
      }
      return json(res, 404, { error: { message: 'Resource not found' } });
    })().catch((error: unknown) => json(res, 500, { error: { message: String(error) } }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** An address where nothing listens: a connection to it is refused. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
