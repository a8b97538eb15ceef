import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply, unchecked, type BackendClient } from '../../test/client';
import { createReview } from '../reviews/reviews.writer';
import { staffClinic } from '../staff/staff-test-kit';
import { cleanup, createMember, createMemberReview, openClinic, type TestMember } from './member-test-kit';

let t: TestBackend;

type NicknameBody = InferRequestType<BackendClient['member'][':memberId']['$patch']>['json'];
/** PATCH /member/{memberId}, by default the caller's own id. */
const rename = (m: TestMember, json: NicknameBody, memberId: number | string = m.id) =>
  m.api.member[':memberId'].$patch({ param: { memberId: `${memberId}` }, json });

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const storedNickname = async (id: number) =>
  (await t.query<{ nickname: string | null }>('select nickname from members where id = $1', [id]))[0]?.nickname;

describe('PATCH /member/{memberId}', () => {
  it("changes the caller's nickname, trimmed, and answers the member", async () => {
    const m = await createMember(t);
    const nickname = `  새닉${m.id}  `;
    const res = await reply(rename(m, { nickname }));
    expect(res).toEqual({
      status: 200,
      body: { data: { nickname: `새닉${m.id}`, token: { id: m.id, type: 'MEMBER' }, healthConsent: false } },
    });
    expect(await storedNickname(m.id)).toBe(`새닉${m.id}`);
  });

  it('stores Hangul composed (NFC), so a decomposed duplicate is still a duplicate', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const composed = `한글${a.id}`;
    expect((await rename(a, { nickname: composed.normalize('NFD') })).status).toBe(200);
    expect(await storedNickname(a.id)).toBe(composed);
    expect((await rename(b, { nickname: composed.normalize('NFD') })).status).toBe(409);
  });

  it("accepts 20 characters (emoji counted as one) and keeping one's own nickname", async () => {
    const m = await createMember(t);
    const twenty = `${'가'.repeat(13)}${String(m.id).padStart(6, '0').slice(-6)}😀`;
    expect([...twenty]).toHaveLength(20);
    expect((await rename(m, { nickname: twenty })).status).toBe(200);
    expect((await rename(m, { nickname: twenty })).status).toBe(200);
    expect(await storedNickname(m.id)).toBe(twenty);
  });

  it.each([
    ['empty', { nickname: '' }, 'nickname must not be empty'],
    ['only spaces', { nickname: '   \t ' }, 'nickname must not be empty'],
    ['missing', {}, 'nickname is required'],
    ['not a string', { nickname: 42 }, 'nickname is required'],
    ['21 characters', { nickname: '가'.repeat(21) }, 'nickname must be at most 20 characters'],
    ['a newline', { nickname: '줄\n바꿈' }, 'nickname must not contain control characters'],
    ['a NUL', { nickname: 'a\u0000b' }, 'nickname must not contain control characters'],
    ['a right-to-left override', { nickname: 'abc\u202Efed' }, 'nickname must not contain control characters'],
    ['a zero-width space', { nickname: '닉\u200B네임' }, 'nickname must not contain control characters'],
  ])('answers 400 naming nickname for %s, and keeps the old one', async (_, body, message) => {
    const m = await createMember(t);
    const { error } = await expectJson(rename(m, unchecked(body)), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { nickname: message } });
    expect(error.message).toContain('nickname');
    expect(await storedNickname(m.id)).toBe(m.nickname);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const m = await createMember(t);
    // Raw on purpose: the typed client only sends JSON.
    const res = await t.app.request(`/member/${m.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      body: '{nickname:',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 409 with "Duplicate" when another member has the nickname', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const { error } = await expectJson(rename(b, { nickname: a.nickname }), 409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain('Duplicate');
    expect(await storedNickname(b.id)).toBe(b.nickname);
  });

  it('gives a nickname to exactly one of two members asking at the same time', async () => {
    const racers = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    const nickname = `경쟁${racers[0].id}`;
    const replies = await Promise.all(racers.map((m) => rename(m, { nickname })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from members where nickname = $1', [
      nickname,
    ]);
    expect(n).toBe(1);
  });

  it("answers 404 (not 403) for another member's id and for an unknown id, changing nothing", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const other = await reply(rename(a, { nickname: `탈취${a.id}` }, b.id));
    const unknown = await reply(rename(a, { nickname: `탈취${a.id}` }, 2147483647));
    expect(other.status).toBe(404);
    expect(unknown).toEqual(other);
    expect(await storedNickname(b.id)).toBe(b.nickname);
    expect(await storedNickname(a.id)).toBe(a.nickname);
  });

  it('answers 400 naming memberId for a path that is not an id', async () => {
    const m = await createMember(t);
    const { error } = await expectJson(rename(m, { nickname: 'x' }, 'abc'), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['memberId']);
  });

  it('ignores mass-assigned fields (id, provider, session_version…)', async () => {
    const m = await createMember(t);
    const before = (
      await t.query<Record<string, unknown>>(
        'select id, provider, provider_user_id, session_version, created_at from members where id = $1',
        [m.id],
      )
    )[0];
    const mass = {
      nickname: `대량${m.id}`,
      id: 1,
      provider: 'kakao',
      provider_user_id: 'victim',
      providerUserId: 'victim',
      session_version: 99,
      sessionVersion: 99,
      created_at: '2000-01-01T00:00:00Z',
      token: { id: 1, type: 'STAFF' },
    };
    const res = await expectJson(rename(m, unchecked(mass)), 200);
    expect(res.data).toEqual({ nickname: `대량${m.id}`, token: { id: m.id, type: 'MEMBER' }, healthConsent: false });
    const after = (
      await t.query<Record<string, unknown>>(
        'select id, provider, provider_user_id, session_version, created_at from members where id = $1',
        [m.id],
      )
    )[0];
    expect(after).toEqual(before);
    // Still the same session: the token keeps working.
    expect((await m.api.member.bookmarks.$get({ query: {} })).status).toBe(200);
  });
});

describe('nickname changes per day (NICKNAME_CHANGES_PER_DAY, 10)', () => {
  it('answers 429 with Retry-After past the limit, keeps the last accepted nickname, and counts each member apart', async () => {
    const m = await createMember(t);
    for (let i = 1; i <= 10; i++) expect((await rename(m, { nickname: `자주바꿈${m.id}_${i}` })).status).toBe(200);
    const limited = await rename(m, { nickname: `열한번째${m.id}` });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedNickname(m.id)).toBe(`자주바꿈${m.id}_10`);
    const other = await createMember(t);
    expect((await rename(other, { nickname: `다른사람${other.id}` })).status).toBe(200);
  });
});

describe('DELETE /member/me', () => {
  it("deletes bookmarks, sessions and the member, keeps reviews without the link, and keeps the clinic's counsels anonymised", async () => {
    const gone = await createMember(t);
    const other = await createMember(t);
    const { clinic, doctor, staff } = await staffClinic(t);
    const [day] = await openClinic(t, clinic.id);
    const slot = `${day.date}T${day.slots[0]}`;
    const photo = {
      path: `uploads/${gone.id}/before.jpg`,
      name: 'before.jpg',
      type: 'image/jpeg',
      size: 10,
      hash: 'a'.repeat(64),
    };
    const reviewId = await createReview(t.database.db, {
      memberId: gone.id,
      clinicId: clinic.id,
      eventId: null,
      doctorIds: [doctor.id],
      treatmentIds: [1],
      title: '탈퇴 전 후기',
      content: '좋았어요',
      rating: 4,
      beforePhotos: [photo],
      afterPhotos: [],
    });
    const otherReviewId = await createMemberReview(t, other.id, clinic.id);
    const counsel = await expectJson(
      gone.api.member.counsels.$post({
        header: {},
        json: { clinic_id: clinic.id, sourceType: 'DOCTOR', sourceId: doctor.id, content: 'LINE: gone_member' },
      }),
      201,
    );
    // As POST /member/reviews does when it writes the review for the counsel.
    await t.query('update counsels set review_id = $1 where id = $2', [reviewId, counsel.data.id]);
    // A second booking the clinic has taken as far as a treatment appointment.
    const booked = await expectJson(
      gone.api.member.counsels.$post({
        header: {},
        json: {
          clinic_id: clinic.id,
          sourceType: 'CLINIC',
          sourceId: clinic.id,
          content: '010-1234-5678로 연락 주세요',
          preferred_slots: [slot],
          contact_phone: '01012345678',
        },
      }),
      201,
    );
    await t.query("update counsels set state = 'TREATMENT_APPOINTMENT_CONFIRMED' where id = $1", [booked.data.id]);
    const staffList = async () => (await expectJson(staff.api.staff.counsels.$get({ query: {} }), 200)).data;
    const before = await staffList();
    expect(before.map((c) => [c.id, c.member.nickname, c.content, c.preferred_slots.length, c.contact_phone])).toEqual([
      [booked.data.id, gone.nickname, '010-1234-5678로 연락 주세요', 1, '01012345678'],
      [counsel.data.id, gone.nickname, 'LINE: gone_member', 0, null],
    ]);
    expect(
      (
        await gone.api.member.bookmarks.$post({
          header: {},
          json: { bookmarkableType: 'REVIEW', bookmarkableId: otherReviewId },
        })
      ).status,
    ).toBe(201);
    // Another member's bookmark of the departing member's review survives with the review.
    expect(
      (
        await other.api.member.bookmarks.$post({
          header: {},
          json: { bookmarkableType: 'REVIEW', bookmarkableId: reviewId },
        })
      ).status,
    ).toBe(201);
    await t.query(
      `insert into refresh_tokens (subject_type, subject_id, token_hash, family_id, expires_at)
       values ('MEMBER', $1, $2, 'fam-gone', now() + interval '30 days'), ('MEMBER', $3, $4, 'fam-other', now() + interval '30 days')`,
      [gone.id, `hash-gone-${gone.id}`, other.id, `hash-other-${other.id}`],
    );
    await t.query(
      `insert into files (path, name, type, size, owner_member_id) values ($1, 'a.jpg', 'image/jpeg', 10, $3), ($2, 'before.jpg', 'image/jpeg', 10, $3)`,
      [`uploads/${gone.id}/unused.jpg`, photo.path, gone.id],
    );
    const reviewCount = async () =>
      (await expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${clinic.id}` }, query: {} }), 200)).data
        .reviewCount;
    const clinicBefore = await reviewCount();

    const shownBy = async () =>
      (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${reviewId}` }, query: {} }), 200)).data
        .authorNickname;
    expect(await shownBy()).toBe(gone.nickname);
    const res = await gone.api.member.me.$delete();
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    const [left] = await t.query<Record<string, number>>(
      `select (select count(*)::int from members where id = $1) as members,
         (select count(*)::int from bookmarks where member_id = $1) as bookmarks,
         (select count(*)::int from counsels where member_id = $1) as counsels,
         (select count(*)::int from reviews where member_id = $1) as linked_reviews,
         (select count(*)::int from refresh_tokens where subject_type = 'MEMBER' and subject_id = $1) as refresh_tokens,
         (select count(*)::int from files where owner_member_id = $1 or path = $3) as owned_or_unused_files,
         (select count(*)::int from refresh_tokens where subject_type = 'MEMBER' and subject_id = $2) as other_refresh_tokens,
         (select count(*)::int from bookmarks where member_id = $2) as other_bookmarks`,
      [gone.id, other.id, `uploads/${gone.id}/unused.jpg`],
    );
    expect(left).toEqual({
      members: 0,
      bookmarks: 0,
      counsels: 0,
      linked_reviews: 0,
      refresh_tokens: 0,
      owned_or_unused_files: 0,
      other_refresh_tokens: 1,
      other_bookmarks: 1,
    });
    const [kept] = await t.query<{ member_id: number | null }>('select member_id from reviews where id = $1', [
      reviewId,
    ]);
    expect(kept).toEqual({ member_id: null });
    // The clinic's console still lists both counsels, state, source, dates and review link kept; no nickname, no
    // note, no preferred times, no phone.
    const after = await staffList();
    expect(after).toEqual(
      before.map((c) => ({ ...c, content: '', preferred_slots: [], contact_phone: null, member: { nickname: null } })),
    );
    expect(after.map((c) => [c.state, c.sourceType, c.review_id])).toEqual([
      ['TREATMENT_APPOINTMENT_CONFIRMED', 'CLINIC', null],
      ['AWAITING_CLINIC_CONFIRMATION', 'DOCTOR', reviewId],
    ]);
    expect(
      await t.query(
        'select member_id, content, preferred_slots, contact_phone from counsels where id = any($1::int[]) order by id',
        [[counsel.data.id, booked.data.id]],
      ),
    ).toEqual([
      { member_id: null, content: '', preferred_slots: [], contact_phone: null },
      { member_id: null, content: '', preferred_slots: [], contact_phone: null },
    ]);
    // No member can read them: another member's read answers 404 like an unknown id.
    expect((await other.api.member.counsels[':id'].$get({ param: { id: `${booked.data.id}` } })).status).toBe(404);
    // The kept review's photo keeps its file row, without an owner; the unused upload's row is gone.
    expect(await t.query('select owner_member_id from files where path = $1', [photo.path])).toEqual([
      { owner_member_id: null },
    ]);
    // The review stays public (counters unchanged) and still shows in other members' bookmarks.
    expect((await t.client.public.reviews[':id'].$get({ param: { id: `${reviewId}` }, query: {} })).status).toBe(200);
    expect(await shownBy()).toBeNull(); // shown as '탈퇴한 회원'
    expect(await reviewCount()).toBe(clinicBefore);
    const othersMarks = await expectJson(other.api.member.bookmarks.$get({ query: {} }), 200);
    expect(othersMarks.data.reviews.map((r) => r.id)).toEqual([reviewId]);

    // The old token is dead at once, also for a second deletion.
    expect((await gone.api.member.bookmarks.$get({ query: {} })).status).toBe(401);
    expect((await gone.api.member.me.$delete()).status).toBe(401);
    // The nickname is free again.
    expect((await rename(other, { nickname: gone.nickname })).status).toBe(200);
    await t.query('delete from files where path = $1', [photo.path]);
  });

  it('deletes only the caller, whatever the body says', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    // Raw on purpose: DELETE /member/me takes no body, so the typed client cannot send one.
    const res = await t.app.request('/member/me', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: b.id, memberId: b.id }),
    });
    expect(res.status).toBe(204);
    expect(await storedNickname(b.id)).toBe(b.nickname);
    expect(await storedNickname(a.id)).toBeUndefined();
  });
});
