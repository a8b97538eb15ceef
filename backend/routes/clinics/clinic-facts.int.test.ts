import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';

// The facts people choose a clinic by: hours, station, languages, safety; doctors' board certification.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('clinic facts', () => {
  it('a clinic answers the hours, station, languages and safety facts it has, as stored', async () => {
    const [row] = await t.query<{
      id: number;
      station: string;
      walk: number;
      languages: string[];
      cctv: boolean;
      specialists: number;
      hours: unknown;
    }>(
      `select id, station, station_walk_minutes as walk, languages, operating_room_cctv as cctv, specialist_count as specialists, opening_hours as hours
         from clinics where opening_hours is not null order by id limit 1`,
    );
    const { data } = await expectJson(
      t.client.public.clinics[':id'].$get({ param: { id: `${row.id}` }, query: {} }),
      200,
    );
    expect(data.openingHours).toEqual(row.hours);
    expect(data.openingHours?.days.mon).toEqual(
      expect.objectContaining({ open: expect.stringMatching(/^\d\d:\d\d$/) }),
    );
    expect(data.station).toEqual({ name: row.station, walkMinutes: row.walk });
    expect(data.languages).toEqual(row.languages);
    expect(data.languages).toContain('ko');
    expect(data.safety).toEqual(
      expect.objectContaining({ operatingRoomCctv: row.cctv, specialistCount: row.specialists }),
    );
  });

  it('a clinic answers its coordinates as stored, and the database takes only both or neither, within range', async () => {
    const [row] = await t.query<{ id: number; latitude: number; longitude: number }>(
      'select id, latitude, longitude from clinics where latitude is not null order by id limit 1',
    );
    const { data } = await expectJson(
      t.client.public.clinics[':id'].$get({ param: { id: `${row.id}` }, query: {} }),
      200,
    );
    expect(data.location).toEqual({ latitude: row.latitude, longitude: row.longitude });
    // Seoul: the demo places clinics around their stations.
    expect(row.latitude).toBeGreaterThan(37.4);
    expect(row.latitude).toBeLessThan(37.7);
    for (const [lat, lng] of [
      [37.5, null],
      [null, 127],
      [91, 127],
      [37.5, 181],
    ])
      await expect(
        t.query('update clinics set latitude = $2, longitude = $3 where id = $1', [row.id, lat, lng]),
      ).rejects.toThrow(/clinics_location/);
  });

  it('a clinic without facts answers them empty, and its list entry the same', async () => {
    const [row] = await t.query<{ id: number }>("insert into clinics (name) values ('사실 없는 의원') returning id");
    const { data } = await expectJson(
      t.client.public.clinics[':id'].$get({ param: { id: `${row.id}` }, query: {} }),
      200,
    );
    expect(data).toEqual(
      expect.objectContaining({
        openingHours: null,
        station: null,
        languages: [],
        safety: { operatingRoomCctv: null, anesthesiologist: null, specialistCount: null, emergencyEquipment: null },
        district: null,
        location: null,
      }),
    );
    await t.query('delete from clinics where id = $1', [row.id]);
  });

  it('a doctor answers the board certification and licence year it has', async () => {
    const [row] = await t.query<{ id: number; board: string; year: number }>(
      'select id, specialist_board as board, license_year as year from doctors where specialist_board is not null order by id limit 1',
    );
    const { data } = await expectJson(
      t.client.public.doctors[':id'].$get({ param: { id: `${row.id}` }, query: {} }),
      200,
    );
    expect(data.specialistBoard).toBe(row.board);
    expect(data.licenseYear).toBe(row.year);
    const [bare] = await t.query<{ id: number }>(
      'select id from doctors where specialist_board is null order by id limit 1',
    );
    expect(
      (await expectJson(t.client.public.doctors[':id'].$get({ param: { id: `${bare.id}` }, query: {} }), 200)).data
        .specialistBoard,
    ).toBeNull();
  });
});
