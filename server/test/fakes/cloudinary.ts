// A stand-in for Cloudinary's unsigned upload and ping endpoints, answering with the service's contract
// (docs/contracts/external-services.md), and keeping what it received so tests can check what we sent.
import { createFakeService, sendJson, type FakeService, type ReceivedRequest } from './http';

export interface ReceivedUpload {
  path: string;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export interface FakeCloudinary extends FakeService {
  cloudName: string;
  /** Presets that exist; an upload naming another answers 400 'Upload preset not found'. */
  presets: Set<string>;
  /** The API key and secret the ping endpoint accepts (HTTP basic auth). */
  credentials: { apiKey: string; apiSecret: string };
  uploads: ReceivedUpload[];
  pings: Array<{ authorization: string | undefined }>;
}

function initialState(): Pick<FakeCloudinary, 'presets' | 'credentials' | 'uploads' | 'pings'> {
  return {
    presets: new Set(['griot-unsigned']),
    credentials: { apiKey: 'key-123', apiSecret: 'secret-456' },
    uploads: [],
    pings: [],
  };
}

async function parseUpload(request: ReceivedRequest): Promise<ReceivedUpload> {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  const entries: Array<[string, FormDataEntryValue]> = [];
  form.forEach((value, name) => entries.push([name, value]));
  const received: ReceivedUpload = { path: request.path, fields: {}, file: null };
  for (const [name, value] of entries) {
    if (typeof value === 'string') received.fields[name] = value;
    else if (name === 'file')
      received.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return received;
}

/** Accepts uploads with the preset 'griot-unsigned' and pings with the credentials 'key-123' / 'secret-456'. */
export function createFakeCloudinary(cloudName = 'griot-test'): FakeCloudinary {
  const service = createFakeService(
    async (request, response) => {
      if (request.method === 'POST' && request.path === `/v1_1/${cloudName}/image/upload`) {
        const upload = await parseUpload(request);
        fake.uploads.push(upload);
        if (!fake.presets.has(upload.fields.upload_preset ?? ''))
          return sendJson(response, 400, { error: { message: 'Upload preset not found' } });
        if (!upload.file) return sendJson(response, 400, { error: { message: 'Missing required parameter - file' } });
        const publicId = `${upload.fields.folder}/${upload.fields.public_id}`;
        const format = upload.file.name.split('.').pop();
        return sendJson(response, 200, {
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
      if (request.method === 'GET' && request.path === `/v1_1/${cloudName}/ping`) {
        fake.pings.push({ authorization: request.headers.authorization });
        const expected = `Basic ${Buffer.from(`${fake.credentials.apiKey}:${fake.credentials.apiSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected)
          return sendJson(response, 401, { error: { message: 'Invalid api_key or api_secret' } });
        return sendJson(response, 200, { status: 'ok' });
      }
      return sendJson(response, 404, { error: { message: 'Resource not found' } });
    },
    () => Object.assign(fake, initialState()),
  );
  const fake: FakeCloudinary = Object.assign(service, { cloudName }, initialState());
  return fake;
}
