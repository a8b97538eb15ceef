// The upload path of `npm run bench`: a 10 MB phone-like JPEG through the local driver, as the editor sends
// it: presign (GET /s3/generate-s3-url) → PUT to the signed URL through the backend's handler (which checks,
// writes atomically and verifies: magic bytes, markup, sharp decode and re-encode, SHA-256) → VERIFIED row.
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createBackend } from '../backend/app';
import { loadRootSecret } from '../backend/auth/secret';
import { signAccessToken } from '../backend/auth/tokens';
import { openPglite } from '../backend/db/client';
import { migrateDatabase } from '../backend/db/migrate';
import { members, uploadedFiles } from '../backend/db/schema';
import { LocalStorage } from '../backend/storage/local';

/** A JPEG of about `mb` megabytes: noise compresses badly, like a detailed phone photo at high quality. */
async function noisyJpeg(mb: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((mb * 1024 * 1024) / 0.75));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchUploads(iterations = 5): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    await loadRootSecret(database.db);
    const [member] = await database.db
      .insert(members)
      .values({ provider: 'bench', providerUserId: 'bench-1', nickname: 'bench', healthConsentAt: new Date() })
      .returning();
    const auth = {
      authorization: `Bearer ${await signAccessToken({ id: member.id, type: 'MEMBER', sessionVersion: 0 })}`,
    };
    const app = createBackend({ db: database.db, storage: new LocalStorage(dir) });
    const jpeg = await noisyJpeg(10);
    const mb = jpeg.length / 1024 / 1024;
    const presign: number[] = [];
    const putVerify: number[] = [];
    for (let i = 0; i <= iterations; i++) {
      const t0 = performance.now();
      const query = new URLSearchParams({
        filename: 'bench.jpg',
        filetype: 'image/jpeg',
        filesize: String(jpeg.length),
      });
      const signed = await app.request(`/s3/generate-s3-url?${query}`, { headers: auth });
      const { data } = (await signed.json()) as { data: { url: string } };
      const t1 = performance.now();
      const res = await app.request(data.url, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) },
        body: new Uint8Array(jpeg),
      });
      const t2 = performance.now();
      const key = data.url.split('?')[0].slice('/files/'.length);
      const [row] = await database.db
        .select({ status: uploadedFiles.status })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.key, key));
      if (res.status !== 200 || row?.status !== 'VERIFIED')
        throw new Error(`upload answered ${res.status}, row ${row?.status}`);
      if (i === 0) continue; // warm-up
      presign.push(t1 - t0);
      putVerify.push(t2 - t1);
    }
    const total = median(presign) + median(putVerify);
    return [
      `| upload ${mb.toFixed(1)} MB JPEG: presign | ${median(presign).toFixed(1)} ms |`,
      `| upload ${mb.toFixed(1)} MB JPEG: PUT + verify (decode, WebP copy, SHA-256) | ${median(putVerify).toFixed(0)} ms |`,
      `| upload ${mb.toFixed(1)} MB JPEG: whole path | ${total.toFixed(0)} ms · ${(mb / (total / 1000)).toFixed(1)} MB/s |`,
    ];
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
