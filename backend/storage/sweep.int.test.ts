import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanup, createClinic, createMember, type TestMember } from '../routes/members/member-test-kit';
import { insertUpload } from '../routes/uploads/uploads.repository';
import { openTestBackend, type TestBackend } from '../test/backend';
import { LocalStorage } from './local';
import { sweepUploads } from './sweep';
import { newClinicUploadKey, newUploadKey, publicKeyOf } from './upload-keys';

let t: TestBackend;
let dir: string;
let storage: LocalStorage;
let m: TestMember;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sweep-int-'));
  storage = new LocalStorage(dir);
  t = await openTestBackend(storage);
  m = await createMember(t);
});

afterAll(async () => {
  await cleanup(t);
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;

/** An upload row with its original and public copy, `hoursAgo` old, attached or not, public copy at `publicPath`. */
async function upload(hoursAgo: number, opts: { attached?: boolean; publicPath?: string } = {}) {
  const key = newUploadKey(m.id, 'image/jpeg');
  const publicPath = opts.publicPath ?? publicKeyOf(key);
  await insertUpload(t.database.db, { owner: { memberId: m.id }, key, name: 'a.jpg', type: 'image/jpeg', size: 3 });
  const at = new Date(Date.now() - hoursAgo * HOUR);
  await t.query(
    "update uploaded_files set created_at = $2, status = 'VERIFIED', public_path = $3, attached_at = $4 where key = $1",
    [key, at, publicPath, opts.attached ? at : null],
  );
  await storage.put(key, new Uint8Array(3), 'image/jpeg');
  await storage.put(publicKeyOf(key), new Uint8Array(3), 'image/webp');
  return key;
}

const exists = async (key: string) => (await storage.open(key)) !== null;
const hasRow = async (key: string) =>
  (await t.query('select 1 from uploaded_files where key = $1', [key])).length === 1;

describe('sweepUploads', () => {
  it('deletes what no review uses and keeps everything else', async () => {
    const [seedPhoto] = await t.query<{ path: string }>('select path from review_photos limit 1');
    const staleUnattached = await upload(25);
    const freshUnattached = await upload(2);
    const inReview = await upload(48, { attached: true, publicPath: seedPhoto.path });
    const reviewGone = await upload(48, { attached: true });

    const strayOld = newUploadKey(m.id, 'image/png');
    await storage.put(strayOld, new Uint8Array(1), 'image/png');
    const old = new Date(Date.now() - 30 * HOUR);
    await utimes(storage.pathOf(strayOld), old, old);
    const strayNew = publicKeyOf(newUploadKey(m.id, 'image/png'));
    await storage.put(strayNew, new Uint8Array(1), 'image/webp');
    // A deleted account's upload rows are gone, its reviews stay: the photo a review shows is no stray.
    const [shown] = await t.query<{ path: string }>(
      'select path from review_photos where id = (select max(id) from review_photos)',
    );
    const keptByReview = publicKeyOf(newUploadKey(m.id, 'image/jpeg'));
    await t.query('update review_photos set path = $1 where path = $2', [keptByReview, shown.path]);
    await storage.put(keptByReview, new Uint8Array(1), 'image/webp');
    await utimes(storage.pathOf(keptByReview), old, old);

    expect(await sweepUploads(t.database.db, storage)).toEqual({ unattached: 1, unreferenced: 1, strays: 1 });

    for (const key of [staleUnattached, reviewGone]) {
      expect([await hasRow(key), await exists(key), await exists(publicKeyOf(key))]).toEqual([false, false, false]);
    }
    for (const key of [freshUnattached, inReview]) {
      expect([await hasRow(key), await exists(key)]).toEqual([true, true]);
    }
    expect(await exists(strayOld)).toBe(false);
    expect(await exists(strayNew)).toBe(true);
    expect(await exists(keptByReview)).toBe(true);
    // A second run finds nothing more.
    expect(await sweepUploads(t.database.db, storage)).toEqual({ unattached: 0, unreferenced: 0, strays: 0 });
    await t.query('update review_photos set path = $1 where path = $2', [shown.path, keptByReview]);
    await storage.delete(keptByReview);
  });

  it("keeps a clinic's image while its clinic, a doctor or an event shows it, and deletes it once nothing does", async () => {
    const { clinic, doctor } = await createClinic(t);
    const clinicUpload = async () => {
      const key = newClinicUploadKey(clinic.id, 'image/jpeg');
      await insertUpload(t.database.db, {
        owner: { clinicId: clinic.id },
        key,
        name: 'a.jpg',
        type: 'image/jpeg',
        size: 3,
      });
      const at = new Date(Date.now() - 48 * HOUR);
      await t.query(
        "update uploaded_files set created_at = $2, status = 'VERIFIED', public_path = $3, attached_at = $2 where key = $1",
        [key, at, publicKeyOf(key)],
      );
      await storage.put(key, new Uint8Array(3), 'image/jpeg');
      await storage.put(publicKeyOf(key), new Uint8Array(3), 'image/webp');
      return key;
    };
    const onDoctor = await clinicUpload();
    const onBanner = await clinicUpload();
    const replaced = await clinicUpload();
    await t.query('update doctors set profile_image = $2 where id = $1', [doctor.id, publicKeyOf(onDoctor)]);
    await t.query('update clinics set banner_image = $2 where id = $1', [clinic.id, publicKeyOf(onBanner)]);

    expect(await sweepUploads(t.database.db, storage)).toEqual({ unattached: 0, unreferenced: 1, strays: 0 });
    expect([await hasRow(replaced), await exists(replaced), await exists(publicKeyOf(replaced))]).toEqual([
      false,
      false,
      false,
    ]);
    for (const key of [onDoctor, onBanner])
      expect([await hasRow(key), await exists(publicKeyOf(key))]).toEqual([true, true]);

    // The doctor's picture is taken away: the next run removes it, the banner stays.
    await t.query('update doctors set profile_image = null where id = $1', [doctor.id]);
    expect(await sweepUploads(t.database.db, storage)).toEqual({ unattached: 0, unreferenced: 1, strays: 0 });
    expect(await exists(publicKeyOf(onDoctor))).toBe(false);
    expect(await exists(publicKeyOf(onBanner))).toBe(true);
  });
});
