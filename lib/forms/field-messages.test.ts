import { describe, expect, it } from '@jest/globals';
import { clinicBody } from '@/contracts/clinics';
import { doctorBody } from '@/contracts/doctors';
import { eventBody } from '@/contracts/events';
import ko from '@/messages/ko.json';
import { fieldMessageOf, nicknameMessageOf, serverFieldMessageOf, topField } from './field-messages';
import { nicknameBody } from '@/contracts/members';
import type { z } from 'zod';

/** What the reader sees under each field a body's check refused (field → Korean text), the first issue per field. */
function said(schema: z.ZodType, body: unknown): Record<string, string> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    out[topField(issue.path.join('.'))] ??= ko.Console.fieldMessages[fieldMessageOf(issue)];
  return out;
}

const event = {
  title: '겨울 이벤트',
  regularPrice: 300000,
  eventPrice: 199000,
  sessions: 3,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
};

describe('console field messages (from zod issues, never from their English text)', () => {
  it('says a sessions count out of range in its own words', () => {
    expect(said(eventBody, { ...event, sessions: 0 })).toEqual({ sessions: '1~99 사이의 횟수를 입력해 주세요.' });
    expect(said(eventBody, { ...event, sessions: 2.5 })).toEqual({ sessions: '1~99 사이의 횟수를 입력해 주세요.' });
  });

  it('says the rules between fields by their id', () => {
    expect(said(eventBody, { ...event, eventPrice: 350000 })).toEqual({
      eventPrice: '이벤트가는 정상가보다 높을 수 없습니다.',
    });
    expect(said(eventBody, { ...event, endsOn: '2026-11-30' })).toEqual({
      endsOn: '종료일은 시작일보다 빠를 수 없습니다.',
    });
  });

  it('tells an empty required text from a too long one by code and bound', () => {
    expect(said(eventBody, { ...event, title: '   ' })).toEqual({ title: '반드시 입력해야 합니다.' });
    expect(said(eventBody, { ...event, title: 'x'.repeat(101) })).toEqual({
      title: '입력할 수 있는 글자 수를 넘었습니다.',
    });
    expect(said(eventBody, { ...event, title: undefined })).toEqual({ title: '반드시 입력해야 합니다.' });
  });

  it('says a field with one rule by its path: prices, days, phone, hours, days off, licence year', () => {
    expect(said(eventBody, { ...event, regularPrice: 1.5, eventPrice: null })).toEqual({
      regularPrice: '0 이상의 정수(원 단위)로 입력해 주세요.',
    });
    expect(said(eventBody, { ...event, startsOn: '2026-02-30' })).toEqual({ startsOn: '올바른 날짜를 입력해 주세요.' });
    expect(said(clinicBody, { phone: '0212' })).toEqual({ phone: '전화번호는 숫자 8~12자리로 입력해 주세요.' });
    expect(said(clinicBody, { openingHours: { days: { mon: { open: '9시', close: '18:00' } } } })).toEqual({
      openingHours: ko.Console.fieldMessages.hours,
    });
    expect(said(clinicBody, { openingHours: { days: {}, closedDates: ['2026-13-01'] } })).toEqual({
      openingHours: ko.Console.fieldMessages.daysOff,
    });
    expect(said(doctorBody, { name: '김의사', licenseYear: 1900 })).toEqual({
      licenseYear: ko.Console.fieldMessages.licenseYear,
    });
  });

  it('says what else is wrong with a generic message', () => {
    expect(said(clinicBody, { languages: ['ko', 'ko'] })).toEqual({ languages: '올바른 값을 입력해 주세요.' });
  });

  it("says a server 400's field by its path alone, whatever its English text", () => {
    expect(serverFieldMessageOf('phone')).toBe('phone');
    expect(serverFieldMessageOf('openingHours.closedDates.2')).toBe('daysOff');
    expect(serverFieldMessageOf('openingHours.days.mon.open')).toBe('hours');
    expect(serverFieldMessageOf('introductionImages.3')).toBe('image');
    expect(serverFieldMessageOf('title')).toBe('invalid');
  });

  it('says a nickname left empty apart from one the rule refuses', () => {
    const say = (nickname: string) => {
      const parsed = nicknameBody.safeParse({ nickname });
      return parsed.success ? null : ko.Nickname[nicknameMessageOf(parsed.error.issues[0])];
    };
    expect(say('  ')).toBe('닉네임을 입력해 주세요.');
    expect(say('a'.repeat(21))).toBe('사용할 수 없는 닉네임입니다.');
    expect(say('rtl\u202Eoverride')).toBe('사용할 수 없는 닉네임입니다.');
    expect(say('뷰티러버')).toBeNull();
  });
});
